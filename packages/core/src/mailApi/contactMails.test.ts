import { describe, expect, it } from 'vitest';
import { initialContactValues } from '../contact/payload';
import { acknowledgementMail, departmentMail } from './contactMails';

const values = {
  ...initialContactValues,
  name: 'ليلى <b>',
  email: 'layla@example.com',
  phone: '+971500000000',
  department: 'Customer Support',
  message: 'سطر\n<script>alert(1)</script>',
};

describe('departmentMail', () => {
  it('lists the filled fields and the attachments, leaving the empty ones out', () => {
    const mail = departmentMail(values, [{ name: 'فاتورة.pdf' }]);
    expect(mail.subject).toBe('Customer Support: ليلى <b>');
    expect(mail.text).toContain('name: ليلى <b>\n');
    expect(mail.text).toContain('attachments: فاتورة.pdf');
    expect(mail.text).not.toContain('orderNumber');
  });

  it("escapes every value of the sender's in the HTML part", () => {
    const { html } = departmentMail(values, [{ name: '<img src=x>.png' }]);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('acknowledgementMail', () => {
  const texts = { title: 'شكرًا لك!', text: 'رسالتك في طريقها', department: 'خدمة العملاء' };

  it("speaks the sender's language and direction and quotes their message, escaped", () => {
    const mail = acknowledgementMail(values, texts, 'rtl');
    expect(mail.subject).toBe('شكرًا لك! خدمة العملاء');
    expect(mail.text).toContain('رسالتك في طريقها');
    expect(mail.html).toContain('<html dir="rtl">');
    expect(mail.html).not.toContain('<script>');
  });
});
