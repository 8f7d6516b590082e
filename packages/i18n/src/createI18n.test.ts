import { describe, expect, it, vi } from 'vitest';
import type { ResourceLoader } from './createI18n';
import { createI18n, loadLocaleFile, loadNamespaces } from './createI18n';
import { bundledResources, createI18nForTests } from './createI18nForTests';
import { dir } from './languages';

function spyLoader() {
  return vi.fn<ResourceLoader>((lng, ns) => loadLocaleFile(lng, ns));
}

describe('createI18n', () => {
  it('loads only the common namespace up front and the others when asked', async () => {
    const load = spyLoader();
    const i18n = await createI18n({ lng: 'en', load });

    expect(load.mock.calls).toEqual([['en', 'common']]);
    expect(i18n.hasResourceBundle('en', 'shop')).toBe(false);
    expect(i18n.t('nav.shop')).toBe('Shop');

    await loadNamespaces(i18n, 'shop');
    expect(load.mock.calls).toEqual([
      ['en', 'common'],
      ['en', 'shop'],
    ]);
    expect(i18n.t('shop:cart.empty')).toBe('No products in the cart');
  });

  it('loads the bundled JSON chunks through import.meta.glob', async () => {
    const i18n = await createI18n({ lng: 'en', ns: ['checkout', 'about'] });
    expect(i18n.t('checkout:cities.ummAlQuwain')).toBe('Umm Al-Quwain');
    expect(i18n.t('about:leadership.members', { returnObjects: true })).toHaveLength(4);
    expect(await loadLocaleFile('en', 'nope')).toBeUndefined();
  });

  it('is configured as the app expects', async () => {
    const i18n = await createI18n({ lng: 'en', load: spyLoader() });
    expect(i18n.options).toMatchObject({
      fallbackLng: ['en'],
      defaultNS: 'common',
      returnNull: false,
      interpolation: { escapeValue: false },
    });
    expect(i18n.isInitialized).toBe(true);
  });

  it('asks for the chosen language and English, and shows English where a text is missing', async () => {
    const load = spyLoader();
    const i18n = await createI18n({ lng: 'ar', load });

    expect(i18n.language).toBe('ar');
    expect(dir(i18n.language)).toBe('rtl');
    expect(load.mock.calls).toEqual(
      expect.arrayContaining([
        ['ar', 'common'],
        ['en', 'common'],
      ]),
    );
    expect(load.mock.calls.every(([lng]) => lng === 'ar' || lng === 'en')).toBe(true);
    expect(i18n.t('notFound.title')).toBeTruthy();
  });

  it('starts in the supported language of a regional tag, or in English', async () => {
    expect((await createI18n({ lng: 'zh-CN', load: spyLoader() })).language).toBe('zh');
    expect((await createI18n({ lng: 'fr', load: spyLoader() })).language).toBe('en');
  });

  it('fills in the brand name and keeps characters unescaped', async () => {
    const i18n = await createI18n({ lng: 'en', ns: ['contact', 'about'] });
    expect(i18n.t('footer.copyright', { year: 2026 })).toBe('© 2026 Rimal. All rights reserved.');
    expect(i18n.t('contact:departments.salesDistribution')).toBe('Sales & Distribution Inquiries');
    const profile = i18n.t('about:companyProfile', { returnObjects: true });
    expect(profile.description).toMatch(/^Rimal began in 1992/);
  });

  it('chooses the English plural form by count', async () => {
    const i18n = await createI18n({ lng: 'en', load: spyLoader() });
    expect(i18n.t('cart.label', { count: 1 })).toBe('Cart, 1 product');
    expect(i18n.t('cart.label', { count: 0 })).toBe('Cart, 0 products');
    expect(i18n.t('cart.label', { count: 12 })).toBe('Cart, 12 products');
  });

  it('gives every instance its own language', async () => {
    const [en, ja] = await Promise.all([
      createI18n({ lng: 'en', load: spyLoader() }),
      createI18n({ lng: 'ja', load: spyLoader() }),
    ]);
    expect([en.language, ja.language]).toEqual(['en', 'ja']);
  });
});

describe('createI18nForTests', () => {
  it('is ready synchronously with every namespace', () => {
    const i18n = createI18nForTests();
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('brands:gourmet.orderNow')).toBe('Order Now');
    expect(i18n.t('legal:privacy.sections', { returnObjects: true })).toHaveLength(8);
  });

  it('can start in another language and bundle only English', () => {
    const i18n = createI18nForTests({ lng: 'ar', resources: 'en' });
    expect(i18n.language).toBe('ar');
    expect(dir(i18n.language)).toBe('rtl');
    expect(Object.keys(i18n.options.resources ?? {})).toEqual(['en']);
    expect(i18n.t('loading.pleaseWait')).toBe('please wait...');
  });

  it('bundles every namespace of every language folder', () => {
    expect(Object.keys(bundledResources.en ?? {}).sort()).toEqual(
      ['about', 'brands', 'checkout', 'common', 'contact', 'home', 'legal', 'mail', 'shop'].sort(),
    );
  });
});
