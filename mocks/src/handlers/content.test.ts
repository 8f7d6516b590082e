import { stringify } from 'qs-esm';
import strapi4 from '@rimal/core/recordings/strapi4.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { products } from '../catalog';
import { bearer, getContent, idsOf, testEndpoints, withDemoServer } from '../testing/demoServer';
import type { ItemBody, ListBody, StrapiErrorView } from '../testing/demoServer';

/*
 * The query engine, read through Strapi 4's answers (`contentFormat: 'v4'`), which keep the
 * default locale's entries wrapped in `attributes`. Strapi 5's shapes and strict parameters:
 * content.v5.test.ts; both checked against the real CMS: tests/contract.
 */
const v4 = { ...testEndpoints, contentFormat: 'v4' as const };
withDemoServer(v4);

const all = { 'pagination[pageSize]': '100' };
const query = (params: Record<string, string>) =>
  `/products?${new URLSearchParams(params).toString()}`;

describe('content service: filters', () => {
  it('lists the featured products (filters[type][$eq])', async () => {
    const { status, body } = await getContent(
      query({ populate: '*', 'filters[type][$eq]': 'featured' }),
    );
    expect(status).toBe(200);
    expect(idsOf(body)).toEqual([90, 98, 99, 101, 105, 106, 109, 113]);
  });

  it('lists a category under the default maximum price (categories + price $lte)', async () => {
    const { body } = await getContent(
      query({ 'filters[categories][id][$eq]': '3', 'filters[price][$lte]': '200' }),
    );
    expect(idsOf(body)).toEqual([104, 105, 107, 113, 116]);
    const { body: withoutPrice } = await getContent(query({ 'filters[categories][id][$eq]': '3' }));
    expect(idsOf(withoutPrice)).toEqual([104, 105, 106, 107, 113, 114, 116, 118]);
  });

  it('narrows to the selected sub-categories with $in', async () => {
    const { body } = await getContent(
      query({
        'filters[categories][id][$eq]': '1',
        'filters[sub_categories][id][$in][0]': '1',
        'filters[sub_categories][id][$in][1]': '4',
        'filters[price][$lte]': '200',
      }),
    );
    expect(idsOf(body)).toEqual([90, 93, 98, 99, 104]);
  });

  it('treats a repeated $eq like $in', async () => {
    const search =
      '/products?filters[categories][id][$eq]=1&filters[sub_categories][id][$eq]=1&filters[sub_categories][id][$eq]=4';
    const { body } = await getContent(search);
    expect(idsOf(body)).toEqual([90, 93, 98, 99, 104]);
  });

  it("answers the exact query string core's client builds with qs", async () => {
    const search = stringify(
      {
        populate: '*',
        filters: {
          categories: { id: { $eq: 2 } },
          sub_categories: { id: { $in: [6, 7] } },
          price: { $lte: 200 },
        },
      },
      { encodeValuesOnly: true, addQueryPrefix: true },
    );
    const { body } = await getContent(`/products${search}`);
    expect(idsOf(body)).toEqual([94, 100, 101, 102, 110, 112]);
  });

  it('supports $or, $containsi and boolean fields', async () => {
    const { body } = await getContent(
      '/products?filters[$or][0][outofstock][$eq]=true&filters[$or][1][title][$containsi]=SYRUP',
    );
    expect(idsOf(body)).toEqual([95, 111]);
    const { body: flash } = await getContent('/products?filters[flash_sale][$eq]=true');
    expect(idsOf(flash)).toEqual([100, 101, 102]);
  });

  it('finds the product without max_order_qut with $null', async () => {
    const { body } = await getContent('/products?filters[max_order_qut][$null]=true');
    expect(idsOf(body)).toEqual([103]);
  });

  it('refuses an unknown filter key with a Strapi ValidationError, as Strapi 4 words it', async () => {
    const { status, body } = await getContent<StrapiErrorView>(
      '/products?filters[colour][$eq]=red',
    );
    expect(status).toBe(400);
    expect(body).toEqual({
      data: null,
      error: {
        status: 400,
        name: 'ValidationError',
        message: 'Invalid parameter colour',
        details: {},
      },
    });
  });

  it('sorts with sort=price:desc', async () => {
    const { body } = await getContent(query({ sort: 'price:desc', 'pagination[pageSize]': '3' }));
    expect(idsOf(body)).toEqual([114, 118, 106]);
  });
});

describe('content service: populate and fields', () => {
  it('leaves relations and media out without populate, as Strapi v4 does', async () => {
    const { body } = await getContent<ItemBody>('/products/99');
    expect(body.data.id).toBe(99);
    expect(body.data.attributes.title).toBe('Pistachio Kunafa Medjool');
    for (const relation of ['img', 'img2', 'categories', 'sub_categories']) {
      expect(body.data.attributes).not.toHaveProperty(relation);
    }
    expect(body.meta).toEqual({});
  });

  it('includes every relation and media with populate=*', async () => {
    const { body } = await getContent<ItemBody>('/products/99?populate=*');
    const { attributes } = body.data;
    expect(attributes.img?.data.attributes.url).toBe('/uploads/product-99-top.svg');
    expect(attributes).toHaveProperty('img2.data.attributes.url', '/uploads/product-99-box.svg');
    expect(attributes.categories?.data.map((category) => category.id)).toEqual([1]);
    expect(attributes.sub_categories?.data.map((sub) => sub.id)).toEqual([4]);
  });

  it('includes only the named relations with populate[0]=img', async () => {
    const { body } = await getContent<ItemBody>('/products/104?populate[0]=img');
    expect(body.data.attributes).toHaveProperty('img');
    expect(body.data.attributes).not.toHaveProperty('img2');
    expect(body.data.attributes).not.toHaveProperty('categories');
  });

  it('narrows attributes with fields', async () => {
    const { body } = await getContent<ItemBody>('/products/90?fields[0]=title&fields[1]=price');
    expect(body.data).toEqual({
      id: 90,
      attributes: { title: 'Dark Chocolate Khalas Dates', price: 12.5 },
    });
  });

  it('passes over a field to populate that is not a relation, as Strapi 4 does', async () => {
    const { status, body } = await getContent<ItemBody>('/products/90?populate=title');
    expect(status).toBe(200);
    expect(body.data.attributes.img).toBeUndefined();
  });
});

describe('content service: pagination', () => {
  it('pages by 25 by default', async () => {
    const { body } = await getContent('/products');
    expect(body.data).toHaveLength(25);
    expect(body.meta.pagination).toEqual({
      page: 1,
      pageSize: 25,
      pageCount: Math.ceil(products.length / 25),
      total: products.length,
    });
  });

  it('answers the requested page', async () => {
    const { body } = await getContent(
      query({ 'pagination[page]': '2', 'pagination[pageSize]': '10' }),
    );
    expect(idsOf(body)).toEqual([100, 101, 102, 103, 104, 105, 106, 107, 108, 109]);
    expect(body.meta.pagination).toEqual({
      page: 2,
      pageSize: 10,
      pageCount: 3,
      total: products.length,
    });
  });

  it('answers an empty page past the end', async () => {
    const { body } = await getContent(
      query({ 'pagination[page]': '9', 'pagination[pageSize]': '10' }),
    );
    expect(body.data).toEqual([]);
    expect(body.meta.pagination?.total).toBe(products.length);
  });

  it('supports start and limit', async () => {
    const { body } = await getContent(
      query({ 'pagination[start]': '2', 'pagination[limit]': '3' }),
    );
    expect(idsOf(body)).toEqual([92, 93, 94]);
    expect(body.meta.pagination).toEqual({ start: 2, limit: 3, total: products.length });
  });

  it('refuses a page below 1 and mixed pagination styles', async () => {
    const bad = await getContent<StrapiErrorView>(query({ 'pagination[page]': '0' }));
    expect(bad.status).toBe(400);
    expect(bad.body.error.name).toBe('PaginationError');
    const mixed = await getContent<StrapiErrorView>(
      query({ 'pagination[page]': '1', 'pagination[limit]': '5' }),
    );
    expect(mixed.status).toBe(400);
  });

  it('returns every product at once with pageSize 100', async () => {
    const { body } = await getContent(query(all));
    expect(body.data).toHaveLength(products.length);
  });
});

describe('content service: errors', () => {
  const notFound = {
    data: null,
    error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} },
  };
  const unauthorized = {
    data: null,
    error: {
      status: 401,
      name: 'UnauthorizedError',
      message: 'Missing or invalid credentials',
      details: {},
    },
  };

  it.each(['/products/9999?populate=*', '/products/abc', '/sub-categories/99', '/nothing-here'])(
    'answers 404 in Strapi error shape for %s',
    async (path) => {
      const { status, body } = await getContent<StrapiErrorView>(path);
      expect(status).toBe(404);
      expect(body).toEqual(notFound);
    },
  );

  const forbidden = {
    data: null,
    error: { status: 403, name: 'ForbiddenError', message: 'Forbidden', details: {} },
  };

  it.each([
    ['no token', {}],
    ['a header without the Bearer scheme', { Authorization: 'demo-read-only-token' }],
  ])('answers 403 in Strapi error shape with %s, as Strapi does', async (_label, headers) => {
    const { status, body } = await getContent<StrapiErrorView>(
      '/products?populate=*',
      testEndpoints,
      headers,
    );
    expect(status).toBe(403);
    expect(body).toEqual(forbidden);
    const single = await getContent<StrapiErrorView>('/products/99', testEndpoints, headers);
    expect(single.status).toBe(403);
  });

  it('answers 401 in Strapi error shape with a wrong token', async () => {
    const headers = bearer('not-the-token');
    const { status, body } = await getContent<StrapiErrorView>('/products', testEndpoints, headers);
    expect(status).toBe(401);
    expect(body).toEqual(unauthorized);
  });

  it('refuses an update with the read-only token, and has no route to add or delete', async () => {
    const write = (method: string, path: string) =>
      fetch(`${testEndpoints.content}${path}`, {
        method,
        headers: { ...bearer(), 'Content-Type': 'application/json' },
        body: JSON.stringify({ data: { title: 'x' } }),
      });
    const update = await write('PUT', '/products/90');
    expect(update.status).toBe(403);
    expect(((await update.json()) as StrapiErrorView).error.name).toBe('ForbiddenError');
    expect((await write('POST', '/products')).status).toBe(405);
    expect((await write('PUT', '/categories/1')).status).toBe(405);
  });
});

describe('content service: categories and sub-categories', () => {
  it.each([
    [1, [1, 2, 3, 4]],
    [2, [5, 6, 7, 8]],
    [3, [9, 10, 11, 12]],
  ])('lists the sub-categories of category %i', async (categoryId, expected) => {
    const { status, body } = await getContent<ListBody>(
      `/sub-categories?filters[categories][id][$eq]=${categoryId}`,
    );
    expect(status).toBe(200);
    expect(idsOf(body)).toEqual(expected);
    expect(body.data.every((sub) => typeof sub.attributes.title === 'string')).toBe(true);
  });

  it('refuses the singular relation name, as Strapi does', async () => {
    const { status, body } = await getContent<StrapiErrorView>(
      '/sub-categories?filters[category][id][$eq]=2',
    );
    expect(status).toBe(400);
    expect(body.error.message).toBe('Invalid parameter category');
  });

  it('lists the categories with their sub-categories when populated', async () => {
    const { body } = await getContent<ListBody>('/categories?populate=*');
    expect(idsOf(body)).toEqual([1, 2, 3]);
    expect(body.data[0]?.attributes.sub_categories?.data).toHaveLength(4);
    const { body: one } = await getContent<ItemBody>('/categories/1');
    expect(one.data.attributes.title).toBe('Chocolate-covered dates');
  });
});

describe('content service as Strapi 4, beside a real Strapi 4.26.2 (its recorded answers)', () => {
  it.each(strapi4.errors)('$name', async ({ path, authorization, status, body }) => {
    const header =
      authorization === 'site' ? `Bearer ${testEndpoints.token}` : (authorization ?? undefined);
    const answer = await getContent<Record<string, unknown>>(
      path,
      testEndpoints,
      header === undefined ? {} : { Authorization: header },
    );
    expect(answer.status).toBe(status);
    if (status === 200) expect(answer.body.meta).toEqual((body as { meta: unknown }).meta);
    else expect(answer.body).toEqual(body);
  });
});
