/**
 * The demo back ends as the site sees them: through @rimal/core's typed clients and payload
 * builders, so a change on either side that breaks the other fails here.
 */
import {
  ApiError,
  buildCheckoutSessionRequest,
  buildContactPayload,
  buildOrderPayload,
  createContentClient,
  createMailClient,
  createShopClient,
  initialContactValues,
  orderTotals,
  productToCartLine,
  withMailList,
} from '@rimal/core';
import { describe, expect, it } from 'vitest';
import { catalogTranslations } from './catalog';
import { DEMO_CARDS, sessionIdFromClientSecret } from './handlers/shop';
import { mailOutbox, shopOrders } from './state';
import { postJson, testEndpoints, withDemoServer } from './testing/demoServer';

withDemoServer();

const content = createContentClient({
  baseUrl: testEndpoints.content,
  token: testEndpoints.token,
  mediaHost: testEndpoints.media,
});
const shop = createShopClient({ baseUrl: testEndpoints.shop });
const mail = createMailClient({ baseUrl: testEndpoints.mail });

const customer = {
  firstName: 'Omar',
  lastName: 'Rashid',
  email: 'omar.rashid@example.com',
  phone: '+971501234567',
  city: 'Dubai',
  address: 'Al Barsha 1',
  house: 'Villa 12',
  landmark: 'Near the mall',
};

describe("core's content client against the demo content service", () => {
  it('reads the featured products with full image urls', async () => {
    const featured = await content.featuredProducts();
    expect(featured.map((product) => product.id)).toEqual([90, 98, 99, 101, 105, 106, 109, 113]);
    const first = featured[0];
    expect(first?.img).toBe(`${testEndpoints.media}/uploads/product-90-top.svg`);
    expect(first?.img2).toBe(`${testEndpoints.media}/uploads/product-90-box.svg`);
    expect(first?.imgPath).toBe('/uploads/product-90-top.svg');
  });

  it('filters a category by sub-categories and the default maximum price', async () => {
    const listed = await content.productsByCategory({ categoryId: 1, subCategoryIds: [1, 4] });
    expect(listed.map((product) => product.id)).toEqual([90, 93, 98, 99, 104]);
    const gifts = await content.productsByCategory({ categoryId: 3 });
    expect(gifts.every((product) => product.price <= 200)).toBe(true);
  });

  it('reads sub-categories and single products with their fixed facts', async () => {
    expect((await content.subCategories(2)).map((sub) => sub.id)).toEqual([5, 6, 7, 8]);
    const kunafa = await content.product(99);
    expect(kunafa).toMatchObject({
      price: 30,
      oldprice: 37.5,
      discount: true,
      discoamount: 20,
      max_order_qut: 2,
      categoryIds: [1],
    });
    expect((await content.product(103)).max_order_qut).toBeNull();
    expect((await content.product(95)).outofstock).toBe(true);
    expect(await content.product(101)).toMatchObject({
      flash_sale: true,
      flash_sale_product_pcs: 2,
    });
  });

  it('reads the categories, each with its title and description in the language asked', async () => {
    const english = await content.categories();
    expect(english.map((category) => category.id)).toEqual([1, 2, 3]);
    expect(english[0]).toMatchObject({ title: 'Chocolate-covered dates' });
    const arabic = await content.categories('ar');
    expect(arabic.map((category) => category.id)).toEqual([1, 2, 3]);
    expect(arabic[1]?.title).toBe(catalogTranslations.ar.categories['2']?.title);
    expect(arabic[1]?.description).toBe(catalogTranslations.ar.categories['2']?.description);
  });

  it('rejects with ApiError 404 for an unknown product and 401 for a wrong token', async () => {
    await expect(content.product(4040)).rejects.toMatchObject({ kind: 'http', status: 404 });
    const intruder = createContentClient({
      baseUrl: testEndpoints.content,
      token: 'wrong',
      mediaHost: testEndpoints.media,
    });
    const failure = await intruder.featuredProducts().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, message: 'Missing or invalid credentials' });
  });
});

describe("core's shop client against the demo shop API", () => {
  it('reads prize records, null for an unknown code', async () => {
    expect(await shop.verifyCode('WINPHONE01')).toMatchObject({
      code: 'WINPHONE01',
      winItemName: 'Mobile Phone',
    });
    expect((await shop.verifyCode('NOPRIZE001'))?.winItemName ?? null).toBeNull();
    expect(await shop.verifyCode('NOT-A-CODE')).toBeNull();
  });

  it('runs the whole checkout: code, session, demo payment, order; the code is then used', async () => {
    const record = await shop.verifyCode('WIN50OFF01');
    const lines = [productToCartLine(await content.product(99), 2)];
    const session = buildCheckoutSessionRequest(lines, record);
    const pending = buildOrderPayload({
      customer,
      lines,
      record,
      sessionId: '',
      now: 1718000000000,
    });

    await shop.createOrderRef(pending);
    const clientSecret = await shop.createCheckoutSession(session);
    const sessionId = sessionIdFromClientSecret(clientSecret) ?? '';
    expect(await shop.sessionStatus(sessionId)).toBe('open');

    const declined = await postJson(`${testEndpoints.shop}/demo/pay`, {
      clientSecret,
      cardNumber: DEMO_CARDS.declined,
      expiry: '12/34',
      cvc: '123',
    });
    expect(declined.status).toBe(402);
    expect(await shop.sessionStatus(sessionId)).toBe('open');

    const paid = await postJson(`${testEndpoints.shop}/demo/pay`, {
      clientSecret,
      cardNumber: DEMO_CARDS.pays,
      expiry: '12/34',
      cvc: '123',
    });
    expect(paid.body).toEqual({ status: 'complete', sessionId });
    expect(await shop.sessionStatus(sessionId)).toBe('complete');

    await shop.createOrder({ ...pending, sessionId });
    await shop.createOrder({ ...pending, sessionId });
    expect(shopOrders()).toHaveLength(1);
    expect(shopOrders()[0]?.body).toMatchObject({
      card_amount: orderTotals(lines, record).total / 100,
    });
    expect(await shop.verifyCode('WIN50OFF01')).toBeNull();
  });
});

describe("core's mail client against the demo mail service", () => {
  it('uploads photos, registers and sends the enquiry', async () => {
    const photos = await mail.upload([
      new File(['front'], 'front.jpg', { type: 'image/jpeg' }),
      new File(['back'], 'back.jpg', { type: 'image/jpeg' }),
    ]);
    expect(photos).toHaveLength(2);
    const payload = buildContactPayload(
      {
        ...initialContactValues,
        name: 'Mei Chen',
        email: 'mei.chen@example.com',
        phone: '+971501112233',
        inqCountry: 'AE',
        department: 'customerSupport',
        selectedOption: 'productFeedback',
        brandCategory: 'CHOCOLATE',
      },
      photos,
    );
    await mail.register(withMailList(payload, ['care@rimal.example']));
    await mail.sendmail(payload);
    expect(mailOutbox().map((entry) => entry.kind)).toEqual(['register', 'sendmail']);
    expect(mailOutbox()[1]?.body).not.toHaveProperty('mailList');
    expect(mailOutbox()[0]?.body).toMatchObject({ department: 'Customer Support', photos });
  });

  it('rejects an oversize upload with ApiError 413', async () => {
    const huge = new File([new Uint8Array(5242881)], 'huge.jpg', { type: 'image/jpeg' });
    await expect(mail.upload([huge])).rejects.toMatchObject({ kind: 'http', status: 413 });
  });

  it('rejects an incomplete register call with ApiError 400 and its message', async () => {
    const payload = buildContactPayload({ ...initialContactValues, name: 'No Email' }, []);
    await expect(
      mail.register(withMailList(payload, ['care@rimal.example'])),
    ).rejects.toMatchObject({
      status: 400,
      message: 'Missing required fields: email, phone, department',
    });
  });
});
