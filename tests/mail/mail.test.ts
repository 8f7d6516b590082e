/**
 * The CMS's mail service (issue 44, cms/src/api/mail) on a real Strapi, mailing a real SMTP
 * server: what a shopper sends arrives once at the lists the owner configured, with its files;
 * nothing is lost while the mail server is down; the files stay private; the browser's
 * mailList is never used; bodies and calls are limited; a placed order's two mails go once.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCheckoutSessionRequest,
  buildContactPayload,
  formatMoney,
  initialContactValues,
  toFils,
  withMailList,
} from '@rimal/core';
import { DEMO_CARDS, sessionIdFromClientSecret } from '@rimal/core/shop-api';
import { cartOf, orderBody, sessionBody } from '@rimal/mocks/testing/checkout';
import { startCms, type RunningCms } from '../../scripts/cms/start.ts';
import { call, sendLarge } from '../backend/probe';
import { mailServer, type ReceivedMail } from './smtp';

// Ports of their own for engineers sharing a machine: MAIL_TEST_PORT and the one after it.
const CMS_PORT = Number(process.env.MAIL_TEST_PORT || 1360);
const SMTP_PORT = CMS_PORT + 1;
const SITE = 'http://localhost:4173';
const FEEDBACK = ['feedback@rimal.example', 'quality@rimal.example'] as const;
const ORDERS = ['orders@rimal.example'] as const;
const ORDERS_LIST = ['shop-orders@rimal.example', 'owner@rimal.example'] as const;
const RATE_LIMIT = 6;

const smtp = mailServer(SMTP_PORT);
let dataDir: string;
let cms: RunningCms;
const mailUrl = (path: string) => `${cms.origin}/api/mail${path}`;

/** Each test is its own client (the CMS counts calls per address, behind its proxy). */
let clients = 0;
const client = () => `203.0.113.${(clients += 1)}`;

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5]);
const PDF = new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function upload(
  from: string,
  files: readonly { name: string; bytes: Uint8Array<ArrayBuffer> }[],
) {
  const form = new FormData();
  for (const { name, bytes } of files) form.append('photos', new Blob([bytes]), name);
  return call(mailUrl('/upload'), {
    method: 'POST',
    body: form,
    headers: { 'x-forwarded-for': from },
  });
}

/** A browser set to English: the language the site was shown in, in the body, is the one written in. */
function contact(from: string, path: 'register' | 'sendmail', body: unknown) {
  return call(mailUrl(`/auth/${path}`), {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'x-forwarded-for': from, 'accept-language': 'en-US,en;q=0.9' },
  });
}

/** The form's register and sendmail payloads, as the site builds them on a page in `language`. */
function enquiry(
  overrides: Partial<typeof initialContactValues>,
  photos: unknown[],
  language = 'ar',
) {
  const payload = buildContactPayload(
    {
      ...initialContactValues,
      name: 'ليلى الحربي',
      email: 'layla@rimal.example',
      phone: '+971501234567',
      inqCountry: 'AE',
      department: 'customerSupport',
      selectedOption: 'productFeedback',
      purchaseFrom: 'كارفور، دبي <script>alert(1)</script>',
      message: 'وجدت كسرًا في العلبة.',
      ...overrides,
    },
    photos,
    language,
  );
  return {
    register: withMailList(payload, ['attacker@evil.example']),
    sendmail: { ...payload, mailList: ['attacker@evil.example'] },
  };
}

const mailsTo = (address: string) => smtp.received.filter(({ to }) => to.includes(address));
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function waitFor(check: () => boolean, what: string, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Waited ${ms} ms for ${what}`);
    await sleep(100);
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'rimal-mail-'));
  await smtp.start();
  cms = await startCms({
    port: CMS_PORT,
    dataDir,
    fresh: true,
    corsOrigins: [SITE],
    env: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(SMTP_PORT),
      MAIL_FROM: 'Rimal <contact@rimal.example>',
      MAIL_RECIPIENTS: JSON.stringify({
        support: { productFeedback: FEEDBACK, orderTracking: ORDERS },
      }),
      MAIL_ORDERS_TO: ORDERS_LIST.join(', '),
      MAIL_OUTBOX_RULE: '* * * * * *',
      MAIL_RETRY_SECONDS: '1',
      MAIL_RATE_LIMIT: String(RATE_LIMIT),
      IS_PROXIED: 'true',
    },
  });
});

afterAll(async () => {
  await cms?.stop();
  await smtp.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a contact message in Arabic with two attachments', () => {
  let files: Record<string, unknown>[];
  let department: ReceivedMail[];

  beforeAll(async () => {
    const from = client();
    const uploaded = await upload(from, [
      { name: 'صورة العلبة.png', bytes: PNG },
      { name: 'فاتورة.pdf', bytes: PDF },
    ]);
    expect(uploaded.status).toBe(200);
    files = uploaded.body as Record<string, unknown>[];
    const { register, sendmail } = enquiry({}, files);
    expect((await contact(from, 'register', register)).status).toBe(201);
    expect((await contact(from, 'sendmail', sendmail)).status).toBe(200);
    await waitFor(
      () => mailsTo(FEEDBACK[0]).length > 0 && mailsTo('layla@rimal.example').length > 0,
      'the two mails',
    );
    department = mailsTo(FEEDBACK[0]);
  });

  it('answers the files as records without an address', () => {
    expect(files).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f]{32}$/),
        name: 'صورة العلبة.png',
        size: PNG.length,
        mime: 'image/png',
      },
      {
        id: expect.stringMatching(/^[0-9a-f]{32}$/),
        name: 'فاتورة.pdf',
        size: PDF.length,
        mime: 'application/pdf',
      },
    ]);
  });

  it("mails the department's configured list, with both files, never the browser's list", () => {
    expect(department).toHaveLength(1);
    const [{ to, mail }] = department as [ReceivedMail];
    expect(to.sort()).toEqual([...FEEDBACK].sort());
    expect(mail.replyTo?.text).toBe('layla@rimal.example');
    expect(mail.subject).toBe('Customer Support: ليلى الحربي');
    expect(mail.text).toMatch(/Purchased from +كارفور، دبي <script>alert\(1\)<\/script>\n/);
    expect(mail.html).toContain('كارفور، دبي &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
    // A field the chosen department does not show is not sent, however the browser filled it.
    expect(mail.text).not.toMatch(/^Message /m);
    expect(mail.attachments.map(({ filename, contentType }) => [filename, contentType])).toEqual([
      ['صورة العلبة.png', 'image/png'],
      ['فاتورة.pdf', 'application/pdf'],
    ]);
    expect(Buffer.from(mail.attachments[0]?.content ?? []).equals(Buffer.from(PNG))).toBe(true);
    expect(Buffer.from(mail.attachments[1]?.content ?? []).equals(Buffer.from(PDF))).toBe(true);
    expect(smtp.received.some(({ to: each }) => each.includes('attacker@evil.example'))).toBe(
      false,
    );
  });

  it('acknowledges to the sender in Arabic, right to left, without the files', () => {
    const [ack] = mailsTo('layla@rimal.example');
    expect(ack?.mail.subject).toBe('وصلتنا رسالتك: دعم العملاء');
    expect(ack?.mail.text).toContain('عزيزنا ليلى الحربي،');
    expect(ack?.mail.text).toContain('فريق دعم العملاء');
    expect(ack?.mail.html).toContain('dir="rtl"');
    expect(ack?.mail.attachments).toEqual([]);
  });

  it('sends each mail once, when register and sendmail are retried after a lost answer', async () => {
    const from = client();
    const { register, sendmail } = enquiry({}, files);
    expect((await contact(from, 'register', register)).status).toBe(201);
    expect((await contact(from, 'sendmail', sendmail)).status).toBe(200);
    await sleep(3000);
    expect(mailsTo(FEEDBACK[0])).toHaveLength(1);
    expect(mailsTo('layla@rimal.example')).toHaveLength(1);
  });
});

describe('with the mail server down', () => {
  it('keeps the message and sends it once when the server is back', async () => {
    const from = client();
    await smtp.stop();
    const { register, sendmail } = enquiry(
      {
        email: 'omar@rimal.example',
        name: 'Omar',
        selectedOption: 'orderTracking',
        orderNumber: 'R-1042',
      },
      [],
      'en',
    );
    expect((await contact(from, 'register', register)).status).toBe(201);
    expect((await contact(from, 'sendmail', sendmail)).status).toBe(200);
    await sleep(3000);
    await smtp.start();
    await waitFor(
      () => mailsTo(ORDERS[0]).length > 0 && mailsTo('omar@rimal.example').length > 0,
      'the kept mails',
      30_000,
    );
    await sleep(3000);
    expect(mailsTo(ORDERS[0])).toHaveLength(1);
    expect(mailsTo(ORDERS[0])[0]?.mail.text).toMatch(/Order number +R-1042\n/);
    expect(mailsTo('omar@rimal.example')).toHaveLength(1);
    expect(mailsTo('omar@rimal.example')[0]?.mail.subject).toBe(
      'We have your message: Customer Support',
    );
  });
});

describe('a paid order', () => {
  const shop = (path: string, body: unknown, language = 'ja') =>
    call(`${cms.shopUrl}${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'accept-language': language },
    });

  /**
   * A demo session for two Pistachio Kunafa Medjool (AED 30 each) and AED 10 delivery, AED 70:
   * the card that pays it, and the browser's order body for it.
   */
  async function paidSession(email: string, reference: string) {
    const opened = await shop('/create-checkout-session', sessionBody(cartOf([[99, 2]])));
    expect(opened.status).toBe(200);
    const { clientSecret } = opened.body as { clientSecret: string };
    const sessionId = sessionIdFromClientSecret(clientSecret) ?? '';
    const body = {
      ...orderBody(cartOf([[99, 2]]), null, sessionId),
      email,
      customer_reference_number: reference,
    };
    const card = { clientSecret, cardNumber: DEMO_CARDS.pays, expiry: '12/34', cvc: '123' };
    return { body, card };
  }

  it('keeps its mails while the mail server is down, and sends each once when it is back', async () => {
    const { body, card } = await paidSession('mina@rimal.example', 'NOT-DOWN-1');
    await smtp.stop();
    expect((await shop('/demo/pay', card)).status).toBe(200);
    expect((await shop('/create_order', body)).status).toBe(201);
    await sleep(3000);
    await smtp.start();
    const news = () =>
      mailsTo(ORDERS_LIST[0]).filter(({ mail }) => mail.subject?.includes('NOT-DOWN-1'));
    await waitFor(
      () => mailsTo('mina@rimal.example').length > 0 && news().length > 0,
      'the kept order mails',
      30_000,
    );
    await sleep(3000);
    expect(mailsTo('mina@rimal.example')).toHaveLength(1);
    expect(mailsTo('mina@rimal.example')[0]?.mail.subject).toBe('Rimal ご注文 NOT-DOWN-1');
    expect(news()).toHaveLength(1);
  });

  it('confirms a paid order whose tab closed before create_order, once, from its reference', async () => {
    const cart = cartOf([[99, 2]]);
    const reference = 'NOT-TAB-GONE';
    const email = 'yuki@rimal.example';
    const ordered = { ...orderBody(cart, null), email, customer_reference_number: reference };
    expect((await shop('/create_order_ref', ordered)).status).toBe(201);
    const opened = await shop(
      '/create-checkout-session',
      buildCheckoutSessionRequest(cart, null, { reference, language: 'ja' }),
    );
    const { clientSecret } = opened.body as { clientSecret: string };
    const card = { clientSecret, cardNumber: DEMO_CARDS.pays, expiry: '12/34', cvc: '123' };
    expect((await shop('/demo/pay', card)).status).toBe(200);
    // No create_order follows: the shopper closed the tab.
    await waitFor(() => mailsTo(email).length > 0, 'the confirmation of the paid order');
    await sleep(2000);
    expect(mailsTo(email)).toHaveLength(1);
    expect(mailsTo(email)[0]?.mail.subject).toBe(`Rimal ご注文 ${reference}`);
  });

  it("sends one confirmation in the shopper's language and one new-order mail, however the payment and create_order arrive", async () => {
    const paying = await paidSession('hana@rimal.example', 'NOT-1718');
    const { card } = paying;
    const body = { ...paying.body, destination_address_name: '佐藤 花子' };
    // The payment and the browser's order at once, then the browser's retries.
    const [paid, first] = await Promise.all([shop('/demo/pay', card), shop('/create_order', body)]);
    expect(paid.status).toBe(200);
    const retries = await Promise.all([shop('/create_order', body), shop('/create_order', body)]);
    // The first create_order may come before the payment (409); one of them places the order.
    const statuses = [first, ...retries].map(({ status }) => status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.every((status) => [200, 201, 409].includes(status))).toBe(true);
    const news = () =>
      mailsTo(ORDERS_LIST[0]).filter(({ mail }) => mail.subject?.includes('NOT-1718'));
    await waitFor(
      () => mailsTo('hana@rimal.example').length > 0 && news().length > 0,
      'the order mails',
    );
    await sleep(3000);

    const confirmations = mailsTo('hana@rimal.example');
    expect(confirmations).toHaveLength(1);
    const [{ mail: confirmation }] = confirmations as [ReceivedMail];
    expect(confirmation.subject).toMatch(/^Rimal ご注文 /);
    expect(confirmation.html).toContain('lang="ja"');
    expect(confirmation.text).toContain('佐藤 花子様');
    expect(confirmation.text).toMatch(new RegExp(`合計 +${formatMoney(toFils(70), 'ja')}`));

    expect(news()).toHaveLength(1);
    expect(news()[0]?.to.sort()).toEqual([...ORDERS_LIST].sort());
    expect(news()[0]?.mail.subject).toMatch(
      new RegExp(`^New order .*: ${formatMoney(toFils(70), 'en')}$`),
    );
    expect(news()[0]?.mail.text).toMatch(/Shopper's language +Japanese/);
  });
});

describe('an attachment', () => {
  it('is at no public address and not through the site token', async () => {
    const secret = new TextEncoder().encode('batch 7731, best before 2027-01\n');
    const [record] = (await upload(client(), [{ name: 'batch.txt', bytes: secret }])).body as {
      id: string;
    }[];
    expect(record).toBeDefined();
    const id = record?.id ?? '';
    const site = { token: cms.tokens.site };
    const attempts = [
      call(`${cms.origin}/uploads/${id}`),
      call(`${cms.origin}/uploads/batch.txt`),
      call(mailUrl(`/files/${id}`)),
      call(mailUrl(`/files/${id}/batch.txt`)),
      call(`${cms.apiUrl}/mail-uploads`, site),
      call(`${cms.apiUrl}/mail-uploads`),
      call(`${cms.apiUrl}/contact-messages`, site),
      call(`${cms.apiUrl}/upload/files`, site),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.text).not.toContain('batch 7731');
      expect(answer.text).not.toContain(id);
    }
    expect(readdirSync(join(cms.publicDir, 'uploads')).some((name) => name.includes(id))).toBe(
      false,
    );
  });

  it('is checked as the demo checks it: type from the bytes, empty files, cleaned names', async () => {
    const from = client();
    const page = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    expect((await upload(from, [{ name: 'photo.png', bytes: page }])).status).toBe(415);
    expect((await upload(from, [{ name: 'empty.pdf', bytes: new Uint8Array() }])).status).toBe(400);
    const [renamed] = (await upload(from, [{ name: '../../x/invoice\u202Egpj.exe', bytes: PNG }]))
      .body as { name: string; mime: string }[];
    expect(renamed).toMatchObject({ name: 'invoicegpj.exe', mime: 'image/png' });
  });
});

describe('limits', () => {
  it('refuses a JSON body over 256 KB and an upload over 26 MB before reading them', async () => {
    expect(
      (await sendLarge(mailUrl('/auth/register'), 300 * 1024, { upTo: 64 * 1024 })).status,
    ).toBe(413);
    const big = await call(mailUrl('/upload'), {
      method: 'POST',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(27 * 1024 * 1024),
      },
      body: 'x',
    }).catch(() => ({ status: 413 }));
    expect(big.status).toBe(413);
  });

  it.each(['/upload', '/auth/register'])(
    'answers %s with 429 past its limit, per client',
    async (path) => {
      const from = client();
      const send = (who: string) =>
        call(mailUrl(path), { method: 'POST', body: '{}', headers: { 'x-forwarded-for': who } });
      for (let index = 0; index < RATE_LIMIT; index += 1) {
        expect((await send(from)).status).toBe(400);
      }
      const refused = await send(from);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ message: expect.stringContaining('Too many requests') });
      expect((await send(client())).status).toBe(400);
    },
  );

  it("lets the site's origin POST to the mail service", async () => {
    const preflight = await fetch(mailUrl('/auth/register'), {
      method: 'OPTIONS',
      headers: { origin: SITE, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
  });
});

describe("the owner's recipient lists", () => {
  it('stop the start, naming the list, when one is not a list of addresses', async () => {
    const otherDir = mkdtempSync(join(tmpdir(), 'rimal-mail-lists-'));
    try {
      const start = startCms({
        port: CMS_PORT + 2,
        dataDir: otherDir,
        fresh: true,
        env: { MAIL_RECIPIENTS: JSON.stringify({ sales: { uae: ['sales at rimal'] } }) },
      });
      await expect(start).rejects.toThrow('sales.uae holds "sales at rimal"');
    } finally {
      rmSync(otherDir, { recursive: true, force: true });
    }
  });
});

describe('attachments past their retention', () => {
  it('are deleted from the disk', async () => {
    const otherDir = mkdtempSync(join(tmpdir(), 'rimal-mail-retention-'));
    const kept = join(otherDir, 'mail-uploads');
    const other = await startCms({
      port: CMS_PORT + 3,
      dataDir: otherDir,
      fresh: true,
      // Kept three seconds, so that the test sees the file before it goes.
      env: { MAIL_UPLOAD_RETENTION_DAYS: String(3 / 86_400), MAIL_RETENTION_RULE: '* * * * * *' },
    });
    try {
      const form = new FormData();
      form.append('photos', new Blob([PNG]), 'old.png');
      const uploaded = await call(`${other.origin}/api/mail/upload`, {
        method: 'POST',
        body: form,
      });
      expect(uploaded.status).toBe(200);
      const [{ id }] = uploaded.body as [{ id: string }];
      expect(readdirSync(kept)).toContain(id);
      await waitFor(() => readdirSync(kept).length === 0, 'the deletion', 10_000);
    } finally {
      await other.stop();
      rmSync(otherDir, { recursive: true, force: true });
    }
  });
});
