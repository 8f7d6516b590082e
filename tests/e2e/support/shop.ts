import { readFileSync } from 'node:fs';
import { catalogTranslations, categories, products } from '@rimal/mocks';
import { expect, type Locator, type Page } from '@playwright/test';
import { isMobile } from './fixtures';

/** The seven languages of docs/requirements.md §1, with the name each shows in the switcher. */
export const LANGUAGES = [
  { code: 'en', nativeName: 'English', dir: 'ltr' },
  { code: 'ar', nativeName: 'العربية', dir: 'rtl' },
  { code: 'ru', nativeName: 'Русский', dir: 'ltr' },
  { code: 'hi', nativeName: 'हिन्दी', dir: 'ltr' },
  { code: 'zh', nativeName: '中文', dir: 'ltr' },
  { code: 'ja', nativeName: '日本語', dir: 'ltr' },
  { code: 'ko', nativeName: '한국어', dir: 'ltr' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

/** The language resources the site ships, read from packages/i18n (what the UI shows). */
export function locale(code: LanguageCode, namespace: string): Record<string, unknown> {
  const file = new URL(
    `../../../packages/i18n/src/locales/${code}/${namespace}.json`,
    import.meta.url,
  );
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/** A string of a language resource by its dotted path, e.g. `nav.shop`. */
export function text(code: LanguageCode, namespace: string, path: string): string {
  let value: unknown = locale(code, namespace);
  for (const key of path.split('.')) value = (value as Record<string, unknown>)[key];
  if (typeof value !== 'string') throw new Error(`${code}/${namespace}:${path} is not a string`);
  return value.replaceAll('{{brand}}', 'Rimal');
}

/**
 * Starts the site in a language, as an earlier visit would have left it (`rimal.lang`). Only
 * the first page load is set up, so a later choice survives a reload.
 */
export async function startInLanguage(page: Page, code: LanguageCode): Promise<void> {
  await page.addInitScript((lang) => {
    if (window.sessionStorage.getItem('e2e.lang')) return;
    window.sessionStorage.setItem('e2e.lang', '1');
    window.localStorage.setItem('rimal.lang', lang);
  }, code);
}

/** A product of the demo catalog (docs/demo-catalog.md §2) by id. */
export function product(id: number) {
  const record = products.find((candidate) => candidate.id === id);
  if (!record) throw new Error(`No demo product ${id}`);
  const {
    title,
    price,
    oldprice,
    outofstock,
    weight,
    desc,
    max_order_qut,
    flash_sale,
    flash_sale_product_pcs,
  } = record.attributes;
  const img = record.attributes.img?.data?.attributes.url ?? null;
  return {
    id,
    title,
    price,
    oldprice: oldprice ?? null,
    outofstock: outofstock === true,
    weight,
    desc,
    img,
    max_order_qut: max_order_qut ?? null,
    flash_sale,
    flash_sale_product_pcs,
  };
}

/**
 * A demo product's words as the site shows them in a language: its translation, or the English
 * ones where it has none (the one untranslated product, docs/catalog-languages.md).
 */
export function productIn(id: number, code: LanguageCode) {
  const english = product(id);
  const translated = code === 'en' ? undefined : catalogTranslations[code].products[String(id)];
  return {
    title: translated?.title ?? english.title,
    desc: translated?.desc ?? english.desc,
    weight: translated?.weight ?? english.weight,
  };
}

/** A demo category's title and description as its listing shows them in a language. */
export function categoryIn(id: number, code: LanguageCode = 'en') {
  const english = categories.find((candidate) => candidate.id === id)?.attributes;
  if (!english) throw new Error(`No demo category ${id}`);
  const translated = code === 'en' ? undefined : catalogTranslations[code].categories[String(id)];
  return {
    title: translated?.title || english.title,
    description: translated?.description || english.description,
  };
}

/** The persisted cart (key `root`, version 2) holding these lines and no unseen notices. */
export function storedCart(lines: { id: number; quantity: number }[]): string {
  return JSON.stringify({
    state: { lines: lines.map(({ id, quantity }) => ({ ...product(id), quantity })), notices: [] },
    version: 2,
  });
}

/**
 * Puts a cart in storage before the site starts, once: a reload later keeps whatever the site
 * itself stored by then.
 */
export async function seedCart(page: Page, lines: { id: number; quantity: number }[]) {
  await page.addInitScript((value) => {
    if (window.sessionStorage.getItem('e2e.seeded')) return;
    window.sessionStorage.setItem('e2e.seeded', '1');
    window.localStorage.setItem('root', value);
  }, storedCart(lines));
}

/** An AED amount as the site formats it in a language (Intl in the browser under test). */
export async function aed(page: Page, amount: number, code: LanguageCode = 'en'): Promise<string> {
  return page.evaluate(
    ([value, lang]) =>
      new Intl.NumberFormat(lang, {
        style: 'currency',
        currency: 'AED',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(value),
    [amount, code] as const,
  );
}

/** Click with a mouse on desktop, a tap on a touch phone: how a user of each viewport acts. */
export async function press(locator: Locator): Promise<void> {
  if (isMobile(locator.page())) await locator.tap();
  else await locator.click();
}

/** The main navigation (in any language), opened through the menu button on a phone. */
export async function mainNav(page: Page): Promise<Locator> {
  // Hidden behind the menu button on a phone, so it is looked up hidden or not.
  const nav = page.getByRole('banner').getByRole('navigation', { includeHidden: true });
  if (isMobile(page)) {
    const id = await nav.getAttribute('id');
    const menu = page.locator(`button[aria-controls="${id}"]`);
    if ((await menu.getAttribute('aria-expanded')) !== 'true') await press(menu);
  }
  await expect(nav).toBeVisible();
  return nav;
}

/** The cart icon of the navbar; its name says how many distinct lines the cart has. */
export const cartButton = (page: Page): Locator =>
  page.getByRole('button', { name: /^Cart, \d+ products?$/ });

export async function expectCartCount(page: Page, count: number): Promise<void> {
  await expect(cartButton(page)).toHaveAccessibleName(
    count === 1 ? 'Cart, 1 product' : `Cart, ${count} products`,
  );
  const badge = page.getByTestId('cart-count');
  if (count === 0) await expect(badge).toHaveCount(0);
  else await expect(badge).toHaveText(String(count));
}

export const cartDrawer = (page: Page): Locator => page.getByRole('dialog', { name: /^Your Cart/ });

export async function openCart(page: Page): Promise<Locator> {
  await press(cartButton(page));
  const drawer = cartDrawer(page);
  await expect(drawer).toBeVisible();
  return drawer;
}

export async function closeCart(page: Page): Promise<void> {
  const drawer = cartDrawer(page);
  await press(drawer.getByRole('button', { name: 'Close cart' }));
  await expect(drawer).toBeHidden();
}

/** A line of the cart drawer or the checkout summary, found by its product title. */
export const lineOf = (container: Locator, title: string): Locator =>
  container
    .getByRole('listitem')
    .filter({ has: container.page().getByRole('heading', { name: title, exact: true }) });

/** The figures of a `<dl>` of totals, by their label. */
export async function totalsOf(container: Locator): Promise<Record<string, string>> {
  return container
    .locator('dl')
    .last()
    .evaluate((list) => {
      const figures: Record<string, string> = {};
      for (const row of Array.from(list.querySelectorAll('dt'))) {
        const value = row.nextElementSibling;
        if (value?.tagName === 'DD')
          figures[row.textContent?.trim() ?? ''] = value.textContent?.trim() ?? '';
      }
      return figures;
    });
}

/** The product card of a listing, by product title, in the page or one of its regions. */
export const cardOf = (page: Page | Locator, title: string): Locator =>
  page.getByRole('article', { name: title, exact: true });

/** Notifications (toasts) with this text. */
export const toast = (page: Page, message: string | RegExp): Locator =>
  page.getByRole('status', { name: 'Notifications' }).getByText(message);

/** Adds one unit from a listing card. */
export async function addFromCard(page: Page, title: string): Promise<void> {
  await press(cardOf(page, title).getByRole('button', { name: 'Add to cart' }));
}

/** Card number, expiry and CVC of the demo card form; the expiry always lies ahead. */
export const CARDS = { pays: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;
export const futureExpiry = (): string =>
  `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;

export interface Customer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  city: string;
  address: string;
  house: string;
  landmark: string;
}

export const CUSTOMER: Customer = {
  firstName: 'Mariam',
  lastName: 'Saeed',
  email: 'mariam@example.com',
  phone: '+971 50 123 4567',
  city: 'Dubai',
  address: 'Al Wasl Road 12',
  house: 'Villa 7',
  landmark: 'Opposite the park',
};

/** The Delivery Details form of the checkout. */
export const detailsForm = (page: Page): Locator =>
  page.getByRole('form', { name: 'Delivery Details' });

export async function fillCustomer(page: Page, customer: Customer = CUSTOMER): Promise<void> {
  const form = detailsForm(page);
  await form.getByLabel('First name').fill(customer.firstName);
  await form.getByLabel('Last name').fill(customer.lastName);
  await form.getByLabel('Email').fill(customer.email);
  await form.getByLabel('Phone Number').fill(customer.phone);
  await form.getByLabel('City').selectOption({ label: customer.city });
  await form.getByRole('textbox', { name: 'Address', exact: true }).fill(customer.address);
  await form.getByLabel('House No. or Name').fill(customer.house);
  await form.getByLabel('Landmark').fill(customer.landmark);
}

/** The payment region that appears once the customer details are submitted. */
export const paymentArea = (page: Page): Locator => page.getByRole('region', { name: 'Payment' });

export async function payWith(page: Page, card: string): Promise<void> {
  const area = paymentArea(page);
  await area.getByLabel('Card number').fill(card);
  await area.getByLabel('Expiry date (MM/YY)').fill(futureExpiry());
  await area.getByLabel('Security code (CVC)').fill('123');
  await press(area.getByRole('button', { name: /^Pay / }));
}
