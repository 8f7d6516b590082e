import { describe, expect, it } from 'vitest';
import { documentIdOf, products } from '../catalog';
import { getContent, withDemoServer } from '../testing/demoServer';
import type { StrapiErrorView } from '../testing/demoServer';

/*
 * Strapi 5's answers, the demo content service's default: flat entries, bare relations and
 * media, one document in every language, strict query keys. Each case here is also replayed
 * against a real Strapi 5 by the contract step (tests/contract).
 */

withDemoServer();

type Flat = Record<string, unknown> & { id: number; documentId: string };
interface FlatList {
  data: Flat[];
  meta: { pagination: Record<string, number> };
}

const kunafa = documentIdOf('product', 99);

describe('content service as Strapi 5', () => {
  it('answers flat entries with their documentId, every field null when unset', async () => {
    const { status, body } = await getContent<FlatList>(
      '/products?filters[id][$eq]=103&populate[img]=true&populate[categories]=true',
    );
    expect(status).toBe(200);
    const [praline] = body.data;
    expect(praline).toMatchObject({
      id: 103,
      documentId: documentIdOf('product', 103),
      max_order_qut: null,
      locale: 'en',
      img: {
        id: 1031,
        url: '/uploads/product-103-top.svg',
        mime: 'image/svg+xml',
        formats: {
          preview: { url: '/uploads/preview_product-103-top.jpg', width: 1200, height: 630 },
        },
      },
      categories: [{ id: 1, documentId: documentIdOf('category', 1), locale: 'en' }],
    });
    expect(praline).not.toHaveProperty('attributes');
    expect(praline).not.toHaveProperty('img2');
  });

  it('reads one document by its documentId, in the locale asked for', async () => {
    const english = await getContent<{ data: Flat }>(`/products/${kunafa}?fields[0]=title`);
    expect(english.body.data).toEqual({
      id: 99,
      documentId: kunafa,
      title: 'Pistachio Kunafa Medjool',
    });
    const arabic = await getContent<{ data: Flat }>(
      `/products/${kunafa}?locale=ar&fields[0]=locale`,
    );
    expect(arabic.body.data).toEqual({ id: 1099, documentId: kunafa, locale: 'ar' });
  });

  it('answers 404 for a numeric id, which names no document', async () => {
    const { status, body } = await getContent<StrapiErrorView>('/products/99');
    expect(status).toBe(404);
    expect(body.error.name).toBe('NotFoundError');
  });

  it('lists the translations of an entry flat, narrowed to one locale', async () => {
    const { body } = await getContent<FlatList>(
      '/products?filters[id][$eq]=99&populate[localizations][filters][locale][$eq]=ja&populate[localizations][fields][0]=locale',
    );
    expect(body.data[0]?.localizations).toEqual([{ id: 5099, documentId: kunafa, locale: 'ja' }]);
  });

  it('has no locale "all": the list is empty', async () => {
    const { body } = await getContent<FlatList>('/products?locale=all');
    expect(body.data).toEqual([]);
    expect(body.meta.pagination.total).toBe(0);
  });

  it.each([
    ['/products?foo=1', { key: 'foo', path: null, source: 'query', param: 'foo' }],
    [
      '/products?publicationState=live',
      { key: 'publicationState', path: null, source: 'query', param: 'publicationState' },
    ],
    [
      '/products?populate[nope]=true',
      { key: 'nope', path: null, source: 'query', param: 'populate' },
    ],
    ['/products?populate=nope', { key: 'nope', path: 'nope', source: 'query', param: 'populate' }],
    ['/products?fields[0]=nope', { key: 'nope', path: null, source: 'query', param: 'fields' }],
    [
      '/products?filters[categories][nope][$eq]=1',
      { key: 'nope', path: 'categories', source: 'query', param: 'filters' },
    ],
  ])('refuses %s, naming the key', async (path, details) => {
    const { status, body } = await getContent<StrapiErrorView>(path);
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ name: 'ValidationError', details });
  });

  // `populate[constructor]` never arrives: the query parser drops the prototype's names.
  it('refuses populate=toString: a name from the query is looked up as the schema’s own', async () => {
    const { status, body } = await getContent<StrapiErrorView>('/products?populate=toString');
    expect(status).toBe(400);
    expect(body.error).toMatchObject({
      name: 'ValidationError',
      details: { key: 'toString', path: 'toString', param: 'populate' },
    });
  });

  it('serves every product of the catalog', async () => {
    const { body } = await getContent<FlatList>(
      '/products?pagination[pageSize]=100&fields[0]=title',
    );
    expect(body.data.map((entry) => entry.id)).toEqual(products.map((product) => product.id));
  });
});
