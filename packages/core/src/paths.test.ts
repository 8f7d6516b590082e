import { describe, expect, it } from 'vitest';
import { BRAND_PAGE_IDS } from './brands';
import { catalogIdFrom } from './catalogIds';
import { PAYMENT_SESSION_PARAM, SHOP_CATEGORY_ID, paths } from './paths';

describe('the addresses of the site', () => {
  it.each([
    ['home', paths.home, '/'],
    ['promotion', paths.promotion, '/promotion'],
    ['about', paths.about, '/about'],
    ['contact', paths.contact, '/contact'],
    ['terms and conditions', paths.termsAndConditions, '/terms-&-conditions'],
    ['privacy policy', paths.privacyPolicy, '/privacy-policy'],
    ['checkout', paths.checkout, '/check_out'],
    ['order confirmed', paths.orderConfirmed, '/succsess'],
    ['payment failed', paths.paymentFailed, '/failed'],
    ['mail', paths.mail, '/mail'],
  ])('%s is %s as the specification spells it', (_page, path, expected) => {
    expect(path).toBe(expected);
  });

  it('leads Shop and Continue Shopping to the first category', () => {
    expect(SHOP_CATEGORY_ID).toBe(1);
    expect(paths.shop).toBe('/products/1');
    expect(paths.shop).toBe(paths.products(SHOP_CATEGORY_ID));
  });

  it('builds a category listing and a product page from their ids', () => {
    expect(paths.products(2)).toBe('/products/2');
    expect(paths.product(99)).toBe('/product/99');
  });

  it('builds the brand pages from their ids', () => {
    expect(BRAND_PAGE_IDS.map(paths.brandPage)).toEqual(['/gourmet', '/vegan', '/bites']);
  });

  it.each([
    [paths.productsPattern, paths.products(7)],
    [paths.productPattern, paths.product(7)],
  ])('matches %s to the address its builder makes', (pattern, built) => {
    const [prefix, parameter] = pattern.split(':');
    expect(parameter).toBe('id');
    expect(built.startsWith(prefix ?? '')).toBe(true);
    expect(catalogIdFrom(built.slice(prefix?.length))).toBe(7);
  });

  it('brings the paid session back to the checkout, encoded', () => {
    const address = paths.paymentReturn('cs_demo 1/&2');
    expect(address).toBe('/check_out?session_id=cs_demo%201%2F%262');
    const url = new URL(address, 'https://shop.example');
    expect(url.pathname).toBe(paths.checkout);
    expect(url.searchParams.get(PAYMENT_SESSION_PARAM)).toBe('cs_demo 1/&2');
  });

  it('gives every page its own address', () => {
    const fixed = Object.values(paths).filter((path) => typeof path === 'string');
    const all = [...fixed, ...BRAND_PAGE_IDS.map(paths.brandPage)];
    expect(new Set(all).size).toBe(all.length);
  });
});
