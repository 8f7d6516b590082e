import { describe, expect, it } from 'vitest';
import { categories, products, subCategories, WITHDRAWN_PRODUCT_ID } from '../catalog';
import {
  CATALOG_LOCALES,
  UNTRANSLATED_PRODUCT,
  catalogTranslations,
  localizedId,
} from '../catalog/languages';
import type { CatalogLocale } from '../catalog/languages';
import { scenarioHandlers } from '../scenarios';
import { getContent, idsOf, testEndpoints, withDemoServer } from '../testing/demoServer';
import type { EntityBody, ItemBody, ListBody, StrapiErrorView } from '../testing/demoServer';

/*
 * The content service's languages, as Strapi 4's i18n plugin served them (`contentFormat:
 * 'v4'`): lists answer one locale (the default one unless `locale` says otherwise, every one
 * with `locale=all`), an id names one entry in one language, and each entry links its other
 * languages under `localizations`. Strapi 5 serves the same entries flat and names a document
 * by its documentId: content.v5.test.ts.
 */

const v4 = { ...testEndpoints, contentFormat: 'v4' as const };
const server = withDemoServer(v4);

const everything = 'pagination[pageSize]=100';
const englishIds = products.map((product) => product.id);
const others = CATALOG_LOCALES.filter(
  (locale): locale is Exclude<CatalogLocale, 'en'> => locale !== 'en',
);

interface Relation {
  data: EntityBody[];
}

const relationOf = (entity: EntityBody, key: string) => entity.attributes[key] as Relation;
const localesOf = (body: ListBody) => [...new Set(body.data.map((e) => e.attributes.locale))];

/** The English id behind a localized entry's id (see localizedId). */
const englishIdOf = (id: number) => id % 1000;

describe('content service: the locale of lists', () => {
  it('answers the English entries by default, and the same with locale=en', async () => {
    const byDefault = await getContent(`/products?${everything}`);
    expect(byDefault.status).toBe(200);
    expect(idsOf(byDefault.body)).toEqual(englishIds);
    expect(localesOf(byDefault.body)).toEqual(['en']);
    expect(byDefault.body.data[0]?.attributes.title).toBe('Dark Chocolate Khalas Dates');

    const english = await getContent(`/products?locale=en&${everything}`);
    expect(english.body).toEqual(byDefault.body);
  });

  it('answers only the Arabic entries with locale=ar, with their own ids and texts', async () => {
    const { status, body } = await getContent(`/products?locale=ar&${everything}`);
    expect(status).toBe(200);
    expect(idsOf(body)).toEqual(englishIds.map((id) => localizedId(id, 'ar')));
    expect(localesOf(body)).toEqual(['ar']);
    for (const entity of body.data) {
      expect(englishIds).not.toContain(entity.id);
      const english = String(englishIdOf(entity.id));
      expect(entity.attributes.title).toBe(catalogTranslations.ar.products[english]?.title);
      expect(entity.attributes.desc).toBe(catalogTranslations.ar.products[english]?.desc);
    }
    expect(body.meta.pagination?.total).toBe(products.length);
  });

  it('keeps prices, stock and dates of the English entry in every language', async () => {
    const english = await getContent(`/products?${everything}`);
    const arabic = await getContent(`/products?locale=ar&${everything}`);
    const shared = ['price', 'oldprice', 'discount', 'outofstock', 'max_order_qut', 'type'];
    arabic.body.data.forEach((entity, index) => {
      const source = english.body.data[index];
      for (const key of shared) {
        expect(entity.attributes[key], `${entity.id}.${key}`).toEqual(source?.attributes[key]);
      }
    });
  });

  it(`answers one product fewer with locale=ko (${UNTRANSLATED_PRODUCT.id} is untranslated)`, async () => {
    const { body } = await getContent(`/products?locale=ko&${everything}`);
    expect(body.data).toHaveLength(products.length - 1);
    expect(body.meta.pagination?.total).toBe(products.length - 1);
    expect(body.data.map((entity) => englishIdOf(entity.id))).not.toContain(
      UNTRANSLATED_PRODUCT.id,
    );
    expect(localesOf(body)).toEqual(['ko']);
    // The product itself and its other languages are still there.
    const english = await getContent<ItemBody>(`/products/${UNTRANSLATED_PRODUCT.id}`);
    expect(english.status).toBe(200);
    const missing = await getContent<StrapiErrorView>(
      `/products/${localizedId(UNTRANSLATED_PRODUCT.id, 'ko')}`,
    );
    expect(missing.status).toBe(404);
  });

  it.each(others)('answers the categories and sub-categories with locale=%s', async (locale) => {
    const cats = await getContent(`/categories?locale=${locale}`);
    expect(idsOf(cats.body)).toEqual(categories.map((c) => localizedId(c.id, locale)));
    expect(localesOf(cats.body)).toEqual([locale]);
    expect(cats.body.data[0]?.attributes.title).toBe(
      catalogTranslations[locale].categories['1']?.title,
    );
    const subs = await getContent(`/sub-categories?locale=${locale}`);
    expect(idsOf(subs.body)).toEqual(subCategories.map((s) => localizedId(s.id, locale)));
    expect(localesOf(subs.body)).toEqual([locale]);
  });

  it('answers every entry of every language with locale=all', async () => {
    const total = products.length * CATALOG_LOCALES.length - 1;
    const { body } = await getContent('/products?locale=all&pagination[limit]=-1');
    expect(body.meta.pagination?.total).toBe(total);
    const pages = await Promise.all(
      [1, 2, 3].map((page) =>
        getContent(`/products?locale=all&pagination[page]=${page}&pagination[pageSize]=100`),
      ),
    );
    const all = pages.flatMap((page) => page.body.data);
    expect(all).toHaveLength(total);
    expect(new Set(all.map((entity) => entity.id)).size).toBe(total);
    expect([...new Set(all.map((entity) => entity.attributes.locale))].sort()).toEqual(
      [...CATALOG_LOCALES].sort(),
    );
    const cats = await getContent('/categories?locale=all&pagination[pageSize]=100');
    expect(cats.body.data).toHaveLength(categories.length * CATALOG_LOCALES.length);
  });

  it('answers an empty list for a locale the catalog does not have', async () => {
    const { status, body } = await getContent('/products?locale=fr');
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
    expect(body.meta.pagination?.total).toBe(0);
  });

  it('filters on the locale with filters[locale][$eq]=ja over every language', async () => {
    const { body } = await getContent(`/products?locale=all&filters[locale][$eq]=ja&${everything}`);
    expect(idsOf(body)).toEqual(englishIds.map((id) => localizedId(id, 'ja')));
    expect(localesOf(body)).toEqual(['ja']);
    const filtered = await getContent(
      `/products?locale=ja&filters[type][$eq]=featured&${everything}`,
    );
    expect(idsOf(filtered.body)).toEqual(
      [90, 98, 99, 101, 105, 106, 109, 113].map((id) => localizedId(id, 'ja')),
    );
  });

  it('keeps the default locale when only filters[locale] is given, as Strapi v4 does', async () => {
    // The i18n plugin adds `locale = <default>` to the filters unless the `locale` parameter
    // is there, so filtering on another locale alone finds nothing.
    const { body } = await getContent('/products?filters[locale][$eq]=ja');
    expect(body.data).toEqual([]);
    const english = await getContent('/products?filters[locale][$eq]=en&pagination[pageSize]=3');
    expect(idsOf(english.body)).toEqual([90, 91, 92]);
  });
});

describe('content service: one entry by id', () => {
  it('answers GET /products/99 in English whatever the locale', async () => {
    const plain = await getContent<ItemBody>('/products/99');
    for (const locale of ['ar', 'ko', 'all', 'fr']) {
      const { status, body } = await getContent<ItemBody>(`/products/99?locale=${locale}`);
      expect(status, locale).toBe(200);
      expect(body, locale).toEqual(plain.body);
      expect(body.data.attributes.locale).toBe('en');
    }
  });

  it('answers a translation by its own id', async () => {
    const id = localizedId(99, 'ar');
    const { status, body } = await getContent<ItemBody>(`/products/${id}`);
    expect(status).toBe(200);
    expect(body.data.id).toBe(id);
    expect(body.data.attributes).toMatchObject({
      locale: 'ar',
      title: catalogTranslations.ar.products['99']?.title,
      price: 30,
    });
  });
});

describe('content service: populate for languages', () => {
  it('answers only the asked localization, with only the asked fields plus id', async () => {
    const { status, body } = await getContent<ItemBody>(
      '/products/99?populate[localizations][filters][locale][$eq]=ar' +
        '&populate[localizations][fields][0]=title&populate[localizations][fields][1]=locale',
    );
    expect(status).toBe(200);
    expect(relationOf(body.data, 'localizations')).toEqual({
      data: [
        {
          id: localizedId(99, 'ar'),
          attributes: { title: catalogTranslations.ar.products['99']?.title, locale: 'ar' },
        },
      ],
    });
    // Only the populated relation: no picture, no categories.
    expect(body.data.attributes).not.toHaveProperty('img');
    expect(body.data.attributes).not.toHaveProperty('categories');
  });

  it('narrows the localizations of a list the same way', async () => {
    const { body } = await getContent(
      '/products?pagination[pageSize]=3&populate[localizations][filters][locale][$eq]=ko' +
        '&populate[localizations][fields][0]=title',
    );
    expect(body.data.map((entity) => relationOf(entity, 'localizations').data)).toEqual([
      [
        {
          id: localizedId(90, 'ko'),
          attributes: { title: catalogTranslations.ko.products['90']?.title },
        },
      ],
      // 91 has no Korean entry: its localizations narrowed to Korean are empty.
      [],
      [
        {
          id: localizedId(92, 'ko'),
          attributes: { title: catalogTranslations.ko.products['92']?.title },
        },
      ],
    ]);
  });

  it('lists all six other languages with populate[localizations]=true', async () => {
    const { body } = await getContent<ItemBody>('/products/99?populate[localizations]=true');
    const { data } = relationOf(body.data, 'localizations');
    expect(data.map((entry) => entry.id)).toEqual(others.map((locale) => localizedId(99, locale)));
    expect(data.map((entry) => entry.attributes.locale)).toEqual(others);
    for (const entry of data) {
      // A localization comes flat, without relations of its own.
      expect(entry.attributes).not.toHaveProperty('localizations');
      expect(entry.attributes).not.toHaveProperty('img');
    }
    expect(body.data.attributes).not.toHaveProperty('img');
  });

  it('links a translation back to the English entry and the other languages', async () => {
    const { body } = await getContent<ItemBody>(
      `/products/${localizedId(91, 'ar')}?populate[localizations][fields][0]=locale`,
    );
    const { data } = relationOf(body.data, 'localizations');
    expect(data.map((entry) => entry.attributes.locale)).toEqual(['en', 'ru', 'hi', 'zh', 'ja']);
    expect(data[0]?.id).toBe(91);
  });

  it('points the relations of a localized product to the same-language entries', async () => {
    for (const locale of others) {
      const { body } = await getContent<ItemBody>(
        `/products/${localizedId(99, locale)}?populate=*`,
      );
      const cats = relationOf(body.data, 'categories').data;
      const subs = relationOf(body.data, 'sub_categories').data;
      expect(
        cats.map((c) => c.id),
        locale,
      ).toEqual([localizedId(1, locale)]);
      expect(cats[0]?.attributes).toMatchObject({
        locale,
        title: catalogTranslations[locale].categories['1']?.title,
      });
      expect(
        subs.map((s) => s.id),
        locale,
      ).toEqual([localizedId(4, locale)]);
      expect(subs[0]?.attributes).toMatchObject({
        locale,
        title: catalogTranslations[locale].subCategories['4']?.title,
      });
      // Pictures are shared with the English entry.
      expect(body.data.attributes.img?.data.attributes.url).toBe('/uploads/product-99-top.svg');
    }
  });

  it('points every relation of a list in one language to that language', async () => {
    const { body } = await getContent(
      `/products?locale=hi&populate[categories]=true&populate[sub_categories]=true&${everything}`,
    );
    for (const entity of body.data) {
      for (const key of ['categories', 'sub_categories']) {
        const related = relationOf(entity, key).data;
        expect(related.length, `${entity.id}.${key}`).toBeGreaterThan(0);
        for (const item of related) expect(item.attributes.locale).toBe('hi');
      }
    }
    const cats = await getContent('/categories?locale=zh&populate[sub_categories]=true');
    for (const category of cats.body.data) {
      for (const sub of relationOf(category, 'sub_categories').data) {
        expect(sub.attributes.locale).toBe('zh');
      }
    }
  });

  it('filters a language on a related category by its localized id', async () => {
    const { body } = await getContent(
      `/products?locale=ar&filters[categories][id][$eq]=${localizedId(3, 'ar')}&${everything}`,
    );
    expect(idsOf(body)).toEqual(
      [104, 105, 106, 107, 113, 114, 116, 118].map((id) => localizedId(id, 'ar')),
    );
  });

  it('leaves img out with populate[img]=false', async () => {
    const { body } = await getContent<ItemBody>(
      '/products/99?populate[img]=false&populate[img2]=true',
    );
    expect(body.data.attributes).not.toHaveProperty('img');
    expect(body.data.attributes).toHaveProperty('img2.data.attributes.url');
    const list = await getContent('/products?locale=ar&populate[img]=false');
    for (const entity of list.body.data) expect(entity.attributes).not.toHaveProperty('img');
  });
});

describe('content service: languages of the changed catalog (content:changed)', () => {
  const useChanged = () => server.use(...scenarioHandlers('content:changed', v4));

  it('gives the Arabic entry of 99 the changed price', async () => {
    useChanged();
    const { body } = await getContent<ItemBody>(`/products/${localizedId(99, 'ar')}`);
    expect(body.data.attributes).toMatchObject({ locale: 'ar', price: 27, oldprice: 37.5 });
    // Filtering on the price finds the same products in Arabic as in English (92 costs 27 too).
    const english = await getContent('/products?filters[price][$eq]=27');
    const arabic = await getContent('/products?locale=ar&filters[price][$eq]=27');
    expect(idsOf(english.body)).toContain(99);
    expect(idsOf(arabic.body)).toEqual(idsOf(english.body).map((id) => localizedId(id, 'ar')));
  });

  it(`has no entry of ${WITHDRAWN_PRODUCT_ID} in any locale`, async () => {
    useChanged();
    const total = (products.length - 1) * CATALOG_LOCALES.length - 1;
    const pages = await Promise.all(
      [1, 2].map((page) =>
        getContent(`/products?locale=all&pagination[page]=${page}&pagination[pageSize]=100`),
      ),
    );
    expect(pages[0]?.body.meta.pagination?.total).toBe(total);
    const all = pages.flatMap((page) => page.body.data);
    expect(all).toHaveLength(total);
    expect(all.map((entity) => englishIdOf(entity.id))).not.toContain(WITHDRAWN_PRODUCT_ID);
    for (const locale of CATALOG_LOCALES) {
      const one = await getContent<StrapiErrorView>(
        `/products/${localizedId(WITHDRAWN_PRODUCT_ID, locale)}`,
      );
      expect(one.status, locale).toBe(404);
    }
    // Nor among the localizations of another product.
    const { body } = await getContent(
      `/products?locale=all&populate[localizations]=true&${everything}`,
    );
    for (const entity of body.data) {
      const linked = relationOf(entity, 'localizations').data.map((entry) => englishIdOf(entry.id));
      expect(linked).not.toContain(WITHDRAWN_PRODUCT_ID);
    }
  });
});
