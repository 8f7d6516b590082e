import { toFils, type Fils } from '@rimal/core';
import type { Language } from '@rimal/i18n/mail';
import { mailLanguage } from './texts';

/** A line of an order as its mails show it: the title the shopper saw, at the catalog's unit price. */
export interface PlacedOrderLine {
  title: string;
  quantity: number;
  unitPrice: Fils;
}

/** Where the order goes, as the shopper gave it at the checkout; '' where they left a field out. */
export interface DeliveryDetails {
  name: string;
  mobile: string;
  city: string;
  area: string;
  building: string;
  houseNo: string;
  landmark: string;
}

/** A paid order with its shopper's details: what the confirmation and the new-order mail show. */
export interface PlacedOrder {
  /** The shopper's reference for it, or the shop's order number. */
  reference: string;
  language: Language;
  email: string;
  lines: readonly PlacedOrderLine[];
  deliveryCharge: Fils;
  discount: Fils;
  total: Fils;
  /** The prize code spent on it. */
  code: string | null;
  paidAt: Date | null;
  delivery: DeliveryDetails;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const fils = (aed: unknown) => toFils(Number(aed ?? 0));

/**
 * An order as the CMS keeps it (cms/src/api/order: amounts in AED, the checkout's
 * `destination_address_*` fields) as its mails read it: amounts in fils, fields named as the
 * shop says them.
 */
export function placedOrderOf(record: Record<string, unknown>): PlacedOrder {
  const lines = Array.isArray(record.lines) ? (record.lines as Record<string, unknown>[]) : [];
  const paidAt = record.paidAt ?? record.placedAt;
  return {
    reference: text(record.customer_reference_number) || `#${String(record.id ?? '')}`,
    language: mailLanguage(text(record.language)),
    email: text(record.email),
    lines: lines.map((line) => ({
      title: text(line.title),
      quantity: Number(line.quantity ?? 0),
      unitPrice: fils(line.unit_price),
    })),
    deliveryCharge: fils(record.deliveryCharge),
    discount: fils(record.discount),
    total: fils(record.total),
    code: text(record.code) || null,
    paidAt: paidAt ? new Date(paidAt as string) : null,
    delivery: {
      name: text(record.destination_address_name),
      mobile: text(record.destination_address_mobile_number),
      city: text(record.destination_address_city),
      area: text(record.destination_address_area),
      building: text(record.destination_address_building_name),
      houseNo: text(record.destination_address_house_no),
      landmark: text(record.destination_address_landmark),
    },
  };
}
