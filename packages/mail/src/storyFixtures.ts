import { initialContactValues, type ContactFormValues } from '@rimal/core';
import { placedOrderOf } from './placedOrder';
import type { MailParts } from './render';

/** A product complaint with its two photos, as a shopper in Dubai sends it. */
export const complaint: ContactFormValues = {
  ...initialContactValues,
  name: 'Layla Al-Harbi',
  email: 'layla@example.com',
  phone: '+971 50 123 4567',
  inqCountry: 'AE',
  department: 'Customer Support',
  selectedOption: 'productFeedback',
  bnf: 'BNF-20261104-7',
  purchaseDate: '2026-11-20',
  purchaseFrom: 'Carrefour, Mall of the Emirates',
  message:
    'The box of Dubai chocolate arrived with a broken seal.\nPhotos of the box and the receipt are attached.',
};

export const complaintFiles = [{ name: 'box-seal.jpg' }, { name: 'receipt.pdf' }];

/** Two lines, a prize code and the reduced delivery charge, as the CMS keeps a placed order. */
export const placedOrder = placedOrderOf({
  id: 1042,
  customer_reference_number: 'NOT-58213',
  language: 'en',
  email: 'hana.sato@example.com',
  lines: [
    {
      product_id: 3,
      title: 'Dubai Chocolate Pistachio Kunafa 200 g',
      unit_price: 45.5,
      quantity: 2,
    },
    { product_id: 8, title: 'Medjool Dates Gift Box', unit_price: 12.25, quantity: 1 },
  ],
  deliveryCharge: 10,
  discount: 51,
  total: 62.25,
  code: 'ABC123',
  paidAt: '2026-11-28T10:00:00.000Z',
  destination_address_name: 'Hana Sato',
  destination_address_mobile_number: '+971 50 765 4321',
  destination_address_city: 'Dubai',
  destination_address_area: 'Al Barsha',
  destination_address_building_name: 'Sand Tower',
  destination_address_house_no: '1203',
  destination_address_landmark: 'Opposite Mall of the Emirates',
});

/** The text of a story's mail frame, once it has loaded. */
export function frameText(canvasElement: HTMLElement): string {
  const frame = canvasElement.querySelector<HTMLIFrameElement>('iframe[data-loaded]');
  return frame?.contentDocument?.body.textContent ?? '';
}

export type { MailParts };
