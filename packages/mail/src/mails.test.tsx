import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  fromFils,
  initialContactValues,
  orderTotals,
  toFils,
  type ContactFormValues,
} from '@rimal/core';
import { mailResources } from '@rimal/i18n/mail';
import { acknowledgementMail, departmentMail, newOrderMail, orderConfirmationMail } from './mails';
import { placedOrderOf } from './placedOrder';

/** Every field filled with a value of its own, so that each can be looked for. */
const everyField = Object.fromEntries(
  Object.keys(initialContactValues).map((field) => [field, `${field}-value`]),
) as unknown as ContactFormValues;

const enquiry: ContactFormValues = {
  ...initialContactValues,
  name: 'ليلى <b>',
  email: 'layla@example.com',
  phone: '+971500000000',
  department: 'Customer Support',
  message: 'سطر أول\n<script>alert(1)</script>',
};

const labels = mailResources.en.mail.department.fields;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('departmentMail', () => {
  it('has every field the sender filled in its text part, labelled and named in English, and the files', async () => {
    const mail = await departmentMail(
      {
        ...everyField,
        department: 'Customer Support',
        inqCountry: 'DE',
        targetCountry: 'JP',
        selectedOption: 'productFeedback',
      },
      [{ name: 'فاتورة.pdf' }, { name: 'photo.jpg' }],
      'ar',
    );
    for (const [field, label] of Object.entries(labels)) {
      const value = {
        department: 'Customer Support',
        inqCountry: 'Germany (DE)',
        targetCountry: 'Japan (JP)',
        selectedOption: 'Product feedback',
      }[field];
      expect(mail.text).toMatch(
        new RegExp(`${label} +${escapeRegExp(value ?? `${field}-value`)}\\n`),
      );
    }
    expect(mail.text).toContain('* فاتورة.pdf');
    expect(mail.text).toContain('* photo.jpg');
    expect(mail.text).toContain('contact form in Arabic');
    expect(mail.subject).toBe('Customer Support: name-value');
  });

  it('leaves out the fields the sender did not fill', async () => {
    const mail = await departmentMail(enquiry, []);
    expect(mail.text).not.toContain(labels.orderNumber);
    expect(mail.text).not.toContain(mailResources.en.mail.department.attachments);
  });

  it("escapes every value of the sender's in the HTML part, and keeps it as typed in the text", async () => {
    const mail = await departmentMail(enquiry, [{ name: '<img src=x>.png' }]);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.text).toContain('سطر أول\n');
    expect(mail.text).toContain('<script>alert(1)</script>');
    expect(mail.subject).toBe('Customer Support: ليلى <b>');
  });
});

describe('acknowledgementMail', () => {
  it('is written in Arabic, right to left, naming the department in Arabic', async () => {
    const mail = await acknowledgementMail(enquiry, 'ar');
    expect(mail.html).toMatch(/<html dir="rtl" lang="ar">/);
    expect(mail.subject).toBe('وصلتنا رسالتك: دعم العملاء');
    expect(mail.text).toContain('عزيزنا ليلى <b>،');
    expect(mail.text).toContain('فريق دعم العملاء');
    expect(mail.text).toContain('<script>alert(1)</script>');
    expect(mail.html).not.toContain('<script>');
  });

  it.each(['en', 'ru'] as const)('is left to right in %s', async (language) => {
    const mail = await acknowledgementMail(enquiry, language);
    expect(mail.html).toMatch(new RegExp(`<html dir="ltr" lang="${language}">`));
  });

  it('sets Japanese in system fonts mail programs have, and loads no web font', async () => {
    const mail = await acknowledgementMail(enquiry, 'ja');
    expect(mail.html).toContain('font-family:&#x27;Hiragino Sans&#x27;');
    expect(mail.html).toContain('Meiryo');
    expect(mail.html).not.toMatch(/@font-face|@import|<link/);
    expect(mail.subject).toBe(
      `メッセージを受け付けました：${mailResources.ja.contact.departments.customerSupport}`,
    );
  });

  it('is in English when the language is not one of the site', async () => {
    const mail = await acknowledgementMail(enquiry, 'xx');
    expect(mail.html).toMatch(/<html dir="ltr" lang="en">/);
  });
});

/** An order priced by core's rules, stored as the CMS keeps it: amounts in AED. */
function pricedRecord(language: string, withCode: boolean) {
  const lines = [
    { id: 1, title: 'Dubai Chocolate <Pistachio>', price: 45.5, quantity: 2 },
    { id: 2, title: 'Medjool Dates', price: 12.25, quantity: 1 },
  ];
  const totals = orderTotals(lines, withCode ? { winItemName: 'Dubai Chocolate' } : null);
  return {
    totals,
    record: {
      id: 12,
      customer_reference_number: 'NOT-1234',
      language,
      email: 'shopper@example.com',
      lines: lines.map((line) => ({
        product_id: line.id,
        title: line.title,
        unit_price: line.price,
        quantity: line.quantity,
      })),
      deliveryCharge: fromFils(totals.deliveryCharge),
      discount: fromFils(totals.discount),
      total: fromFils(totals.total),
      code: withCode ? 'ABC123' : null,
      paidAt: '2026-11-28T10:00:00.000Z',
      destination_address_name: '佐藤 花子',
      destination_address_mobile_number: '+971500000001',
      destination_address_city: 'Dubai',
      destination_address_area: 'Al Barsha',
      destination_address_building_name: 'Sand Tower',
      destination_address_house_no: '1203',
      destination_address_landmark: '',
    },
  };
}

describe('orderConfirmationMail', () => {
  it("shows core's figures in AED in the shopper's language, with every line and the delivery details", async () => {
    const { totals, record } = pricedRecord('ja', true);
    const mail = await orderConfirmationMail(placedOrderOf(record));
    const yen = (fils: number) => formatMoney(fils, 'ja');
    expect(mail.subject).toBe('Rimal ご注文 NOT-1234');
    expect(mail.html).toMatch(/<html dir="ltr" lang="ja">/);
    expect(mail.text).toMatch(
      new RegExp(
        `Dubai Chocolate <Pistachio> +2 +${escapeRegExp(yen(toFils(45.5)))} +${escapeRegExp(yen(toFils(91)))}`,
      ),
    );
    expect(mail.text).toMatch(new RegExp(`Medjool Dates +1 +${escapeRegExp(yen(toFils(12.25)))}`));
    expect(mail.text).toMatch(new RegExp(`賞品割引 +${escapeRegExp(yen(-totals.discount))}`));
    expect(mail.text).toMatch(new RegExp(`合計 +${escapeRegExp(yen(totals.total))}\\n`));
    expect(totals.total).toBe(totals.itemsTotal - totals.discount + totals.deliveryCharge);
    for (const value of [
      '佐藤 花子',
      '+971500000001',
      'Dubai',
      'Al Barsha',
      'Sand Tower',
      '1203',
    ]) {
      expect(mail.text).toContain(value);
    }
    expect(mail.text).not.toContain(mailResources.ja.mail.order.delivery.landmark);
    expect(mail.html).toContain('Dubai Chocolate &lt;Pistachio&gt;');
  });

  it('says free delivery, and no discount line, when there is neither', async () => {
    const { record } = pricedRecord('ar', false);
    const order = placedOrderOf({ ...record, deliveryCharge: 0, discount: 0 });
    const mail = await orderConfirmationMail(order);
    expect(mail.html).toMatch(/<html dir="rtl" lang="ar">/);
    expect(mail.text).toMatch(/التوصيل +مجاني/);
    expect(mail.text).not.toContain('خصم الجائزة');
  });
});

describe('newOrderMail', () => {
  it('tells the orders list in English who paid, in which language, and the total', async () => {
    const { totals, record } = pricedRecord('ja', true);
    const mail = await newOrderMail(placedOrderOf(record));
    expect(mail.subject).toBe(`New order NOT-1234: ${formatMoney(totals.total, 'en')}`);
    expect(mail.text).toMatch(/Shopper's email +shopper@example.com/);
    expect(mail.text).toMatch(/Shopper's language +Japanese/);
    expect(mail.text).toMatch(/Prize code +ABC123/);
    expect(mail.text).toMatch(/Paid at +28 Nov 2026, 14:00:00/);
    expect(mail.text).toMatch(
      new RegExp(`Total +${escapeRegExp(formatMoney(totals.total, 'en'))}`),
    );
  });
});

describe('placedOrderOf', () => {
  it("names an order without the shopper's reference by its number, and reads a language the site has not as English", () => {
    const order = placedOrderOf({ id: 5, language: 'de', lines: [], total: '30.10' });
    expect(order.reference).toBe('#5');
    expect(order.language).toBe('en');
    expect(order.total).toBe(3010);
    expect(order.paidAt).toBeNull();
  });
});
