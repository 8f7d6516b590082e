import { parse } from 'qs-esm';
import { describe, expect, it } from 'vitest';
import { fakeFetch, json } from '../testing/fixtures';
import { createContentClient, parseProduct } from './contentClient';

const media = (url: string) => ({ data: { id: 1, attributes: { url } } });

const strapiProduct = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  attributes: {
    title: 'Gourmet Date Truffle',
    desc: 'Medjool dates dipped in dark chocolate.',
    weight: '250 g',
    price: 30,
    oldprice: 37.5,
    discount: true,
    discoamount: 20,
    outofstock: false,
    img: media('/uploads/truffle.svg'),
    img2: media('/uploads/truffle-2.svg'),
    max_order_qut: 2,
    flash_sale: false,
    flash_sale_product_pcs: null,
    type: 'featured',
    categories: { data: [{ id: 1, attributes: { title: 'Chocolate' } }] },
    sub_categories: { data: [{ id: 4, attributes: { title: 'Truffles' } }] },
    ...overrides,
  },
});

const setup = (answer: Parameters<typeof fakeFetch>[0]) => {
  const fake = fakeFetch(answer);
  const client = createContentClient({
    baseUrl: '/demo-api/content/api',
    fetch: fake.fetch,
    token: 'demo-read-only-token',
    mediaHost: '/demo-media',
  });
  return { client, calls: fake.calls };
};

const queryOf = (url: string) => parse(url.slice(url.indexOf('?') + 1));
const pathOf = (url: string) => url.slice(0, url.indexOf('?'));

describe('contentClient', () => {
  it('reads featured products with the bearer token and maps them to clean products', async () => {
    // Arrange
    const { client, calls } = setup(() => json({ data: [strapiProduct(99)], meta: {} }));

    // Act
    const products = await client.featuredProducts('featured');

    // Assert
    expect(pathOf(calls[0]?.url ?? '')).toBe('/demo-api/content/api/products');
    expect(queryOf(calls[0]?.url ?? '')).toEqual({
      populate: '*',
      filters: { type: { $eq: 'featured' } },
    });
    expect(calls[0]?.headers.Authorization).toBe('Bearer demo-read-only-token');
    expect(products).toEqual([
      {
        id: 99,
        title: 'Gourmet Date Truffle',
        desc: 'Medjool dates dipped in dark chocolate.',
        weight: '250 g',
        price: 30,
        oldprice: 37.5,
        discount: true,
        discoamount: 20,
        outofstock: false,
        img: '/demo-media/uploads/truffle.svg',
        img2: '/demo-media/uploads/truffle-2.svg',
        imgPath: '/uploads/truffle.svg',
        max_order_qut: 2,
        flash_sale: false,
        flash_sale_product_pcs: null,
        type: 'featured',
        categoryIds: [1],
        subCategoryIds: [4],
      },
    ]);
  });

  it('asks for featured products by default', async () => {
    // Arrange
    const { client, calls } = setup(() => json({ data: [] }));

    // Act
    await client.featuredProducts();

    // Assert
    expect(queryOf(calls[0]?.url ?? '')).toMatchObject({ filters: { type: { $eq: 'featured' } } });
  });

  it('fills in what a sparse product leaves out', async () => {
    // Arrange
    const sparse = {
      id: 103,
      attributes: {
        title: 'Bites',
        price: '12.50',
        weight: 100,
        desc: null,
        img: { data: null },
        categories: { data: null },
      },
    };
    const noWeight = { id: 104, attributes: { title: 'Dates', price: 5 } };
    const { client } = setup(() => json({ data: [sparse, noWeight] }));

    // Act
    const [product, other] = await client.featuredProducts();

    // Assert
    expect(product).toMatchObject({
      id: 103,
      desc: '',
      weight: '100',
      price: 12.5,
      oldprice: null,
      discount: false,
      outofstock: false,
      img: null,
      img2: null,
      imgPath: null,
      max_order_qut: null,
      type: null,
      categoryIds: [],
      subCategoryIds: [],
    });
    expect(other).toMatchObject({ weight: '', desc: '' });
  });

  it('takes the first image of a multiple media field', async () => {
    // Arrange
    const many = strapiProduct(1, {
      img: { data: [{ id: 1, attributes: { url: '/uploads/a.svg' } }] },
    });
    const { client } = setup(() => json({ data: [many] }));

    // Act
    const [product] = await client.featuredProducts();

    // Assert
    expect(product?.img).toBe('/demo-media/uploads/a.svg');
  });

  it('filters a category by sub-categories and the maximum price of 200', async () => {
    // Arrange
    const { client, calls } = setup(() => json({ data: [] }));

    // Act
    await client.productsByCategory({ categoryId: 1, subCategoryIds: [4, 5] });

    // Assert
    expect(calls[0]?.url).toContain('filters[sub_categories][id][$in][0]=4');
    expect(queryOf(calls[0]?.url ?? '')).toEqual({
      populate: '*',
      filters: {
        categories: { id: { $eq: '1' } },
        sub_categories: { id: { $in: ['4', '5'] } },
        price: { $lte: '200' },
      },
    });
  });

  it('leaves the sub-category filter out when none is chosen', async () => {
    // Arrange
    const { client, calls } = setup(() => json({ data: [] }));

    // Act
    await client.productsByCategory({ categoryId: 2, maxPrice: 50 });

    // Assert
    expect(queryOf(calls[0]?.url ?? '')).toEqual({
      populate: '*',
      filters: { categories: { id: { $eq: '2' } }, price: { $lte: '50' } },
    });
  });

  it('reads the sub-categories of a category', async () => {
    // Arrange
    const { client, calls } = setup(() =>
      json({ data: [{ id: 4, attributes: { title: 'Truffles' } }] }),
    );

    // Act
    const subCategories = await client.subCategories(1);

    // Assert
    expect(pathOf(calls[0]?.url ?? '')).toBe('/demo-api/content/api/sub-categories');
    expect(queryOf(calls[0]?.url ?? '')).toEqual({ filters: { categories: { id: { $eq: '1' } } } });
    expect(subCategories).toEqual([{ id: 4, title: 'Truffles' }]);
  });

  it('reads one product', async () => {
    // Arrange
    const { client, calls } = setup(() => json({ data: strapiProduct(90, { price: 12.5 }) }));

    // Act
    const product = await client.product(90);

    // Assert
    expect(calls[0]?.url).toBe('/demo-api/content/api/products/90?populate=*');
    expect(product).toMatchObject({ id: 90, price: 12.5 });
  });

  it('reads the products of many ids in one request and one page', async () => {
    // Arrange
    const { client, calls } = setup(() =>
      json({ data: [strapiProduct(95), strapiProduct(99, { outofstock: true })], meta: {} }),
    );

    // Act
    const products = await client.productsByIds([99, 95, 4040]);

    // Assert
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.Authorization).toBe('Bearer demo-read-only-token');
    expect(pathOf(calls[0]?.url ?? '')).toBe('/demo-api/content/api/products');
    expect(calls[0]?.url).toContain(
      'filters[id][$in][0]=99&filters[id][$in][1]=95&filters[id][$in][2]=4040',
    );
    expect(queryOf(calls[0]?.url ?? '')).toEqual({
      populate: '*',
      filters: { id: { $in: ['99', '95', '4040'] } },
      pagination: { pageSize: '50' },
    });
    expect(products.map((product) => [product.id, product.outofstock])).toEqual([
      [95, false],
      [99, true],
    ]);
  });

  it('asks for a page as large as the list of ids when it is longer than a full cart', async () => {
    // Arrange
    const { client, calls } = setup(() => json({ data: [] }));
    const ids = Array.from({ length: 70 }, (_, index) => index + 1);

    // Act
    await client.productsByIds(ids);

    // Assert
    expect(queryOf(calls[0]?.url ?? '')).toMatchObject({ pagination: { pageSize: '70' } });
  });

  it('does not ask the service about no ids at all', async () => {
    // Arrange
    const { client, calls } = setup(() => json({ data: [strapiProduct(1)] }));

    // Act
    const products = await client.productsByIds([]);

    // Assert
    expect(products).toEqual([]);
    expect(calls).toHaveLength(0);
  });

  it('passes on a failed read of many ids', async () => {
    const { client } = setup(() => json({ message: 'down' }, 503));
    await expect(client.productsByIds([1])).rejects.toMatchObject({ kind: 'http', status: 503 });
  });

  it('fails with http 404 for an unknown product', async () => {
    // Arrange
    const { client } = setup(() =>
      json(
        { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } },
        404,
      ),
    );

    // Act + Assert
    await expect(client.product(12345)).rejects.toMatchObject({ kind: 'http', status: 404 });
  });

  it.each([
    [{ items: [] }],
    [{ data: [{ id: 1 }] }],
    [{ data: [strapiProduct(1, { title: null })] }],
    [{ data: [strapiProduct(1, { price: 'free' })] }],
    [{ data: [strapiProduct(1, { categories: { data: [{}] } })] }],
    [{ data: [strapiProduct(1, { img: { data: { id: 1 } } })] }],
  ])('fails with a shape error for a malformed list %#', async (body) => {
    // Arrange
    const { client } = setup(() => json(body));

    // Act + Assert
    await expect(client.featuredProducts()).rejects.toMatchObject({ kind: 'shape' });
  });

  it('fails with a shape error for a malformed sub-category', async () => {
    // Arrange
    const { client } = setup(() => json({ data: [{ id: 1, attributes: {} }] }));

    // Act + Assert
    await expect(client.subCategories(1)).rejects.toMatchObject({ kind: 'shape' });
  });
});

describe('parseProduct', () => {
  it('maps one Strapi record and prefixes media with the media host', () => {
    const product = parseProduct(
      {
        id: 7,
        attributes: {
          title: 'Saffron Dates',
          price: 18,
          img: { data: { id: 1, attributes: { url: '/uploads/a.svg' } } },
        },
      },
      'https://media.example',
    );
    expect(product).toMatchObject({
      id: 7,
      title: 'Saffron Dates',
      price: 18,
      imgPath: '/uploads/a.svg',
    });
    expect(product.img).toBe('https://media.example/uploads/a.svg');
  });

  it('names the field that is wrong', () => {
    expect(() => parseProduct({ id: 7, attributes: { title: 3, price: 1 } }, '')).toThrow(
      /data\.attributes\.title/,
    );
  });
});
