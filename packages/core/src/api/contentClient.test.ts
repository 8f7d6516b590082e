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
/** Every parameter of the url's query string, decoded, as `name=value`, in the url's order. */
const paramsOf = (url: string) =>
  url
    .slice(url.indexOf('?') + 1)
    .split('&')
    .map((pair) => pair.split('=').map(decodeURIComponent).join('='));

/** The relations every product read populates (no `populate=*`). */
const PRODUCT_POPULATE = { img: 'true', img2: 'true', categories: 'true', sub_categories: 'true' };

describe('contentClient', () => {
  it('reads featured products with the bearer token and maps them to clean products', async () => {
    // Arrange
    const { client, calls } = setup(() => json({ data: [strapiProduct(99)], meta: {} }));

    // Act
    const products = await client.featuredProducts('featured');

    // Assert
    expect(pathOf(calls[0]?.url ?? '')).toBe('/demo-api/content/api/products');
    expect(queryOf(calls[0]?.url ?? '')).toEqual({
      locale: 'en',
      populate: PRODUCT_POPULATE,
      filters: { type: { $eq: 'featured' } },
    });
    expect(calls[0]?.headers.Authorization).toBe('Bearer demo-read-only-token');
    expect(products).toEqual([
      {
        id: 99,
        title: 'Gourmet Date Truffle',
        desc: 'Medjool dates dipped in dark chocolate.',
        weight: '250 g',
        locale: 'en',
        english: {
          title: 'Gourmet Date Truffle',
          desc: 'Medjool dates dipped in dark chocolate.',
          weight: '250 g',
        },
        price: 30,
        oldprice: 37.5,
        discount: true,
        discoamount: 20,
        outofstock: false,
        img: '/demo-media/uploads/truffle.svg',
        img2: '/demo-media/uploads/truffle-2.svg',
        imgPath: '/uploads/truffle.svg',
        linkPreview: null,
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
      locale: 'en',
      populate: PRODUCT_POPULATE,
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
      locale: 'en',
      populate: PRODUCT_POPULATE,
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
    expect(queryOf(calls[0]?.url ?? '')).toEqual({
      locale: 'en',
      filters: { categories: { id: { $eq: '1' } } },
    });
    expect(subCategories).toEqual([{ id: 4, title: 'Truffles' }]);
  });

  it('reads every category with its title and description', async () => {
    // Arrange
    const { client, calls } = setup(() =>
      json({
        data: [
          { id: 1, title: 'Chocolate-covered dates', description: 'Whole dates, enrobed.' },
          { id: 2, attributes: { title: 'Date snacks', description: null } },
        ],
      }),
    );

    // Act
    const categories = await client.categories();

    // Assert: Strapi 5's flat entry and 4's wrapped one; a missing description is empty
    expect(pathOf(calls[0]?.url ?? '')).toBe('/demo-api/content/api/categories');
    expect(queryOf(calls[0]?.url ?? '')).toEqual({ locale: 'en' });
    expect(categories).toEqual([
      { id: 1, title: 'Chocolate-covered dates', description: 'Whole dates, enrobed.' },
      { id: 2, title: 'Date snacks', description: '' },
    ]);
  });

  it('reads the categories in Arabic, each text English where the translation lacks it', async () => {
    // Arrange
    const { client, calls } = setup(() =>
      json({
        data: [
          {
            id: 1,
            title: 'Chocolate-covered dates',
            description: 'Whole dates, enrobed.',
            localizations: [{ id: 9, title: 'تمور بالشوكولاتة', description: '', locale: 'ar' }],
          },
        ],
      }),
    );

    // Act
    const categories = await client.categories('ar');

    // Assert
    expect(paramsOf(calls[0]?.url ?? '')).toEqual([
      'locale=en',
      'populate[localizations][filters][locale][$eq]=ar',
      'populate[localizations][fields][0]=title',
      'populate[localizations][fields][1]=description',
      'populate[localizations][fields][2]=locale',
    ]);
    expect(categories).toEqual([
      { id: 1, title: 'تمور بالشوكولاتة', description: 'Whole dates, enrobed.' },
    ]);
  });

  it('fails with a shape error for a category without a title', async () => {
    const { client } = setup(() => json({ data: [{ id: 1, description: 'x' }] }));
    await expect(client.categories()).rejects.toMatchObject({ kind: 'shape' });
  });

  it('reads one product by its numeric id with a filter, which Strapi 5 and 4 both answer', async () => {
    // Arrange
    const { client, calls } = setup(() => json({ data: [strapiProduct(90, { price: 12.5 })] }));

    // Act
    const product = await client.product(90);

    // Assert: `/products/90` would name a documentId on Strapi 5
    expect(pathOf(calls[0]?.url ?? '')).toBe('/demo-api/content/api/products');
    expect(queryOf(calls[0]?.url ?? '')).toEqual({
      locale: 'en',
      populate: PRODUCT_POPULATE,
      filters: { id: { $eq: '90' } },
    });
    expect(product).toMatchObject({ id: 90, price: 12.5 });
  });

  it('fails with the 404 of an unknown product when the filter finds nothing', async () => {
    const { client } = setup(() => json({ data: [], meta: {} }));
    await expect(client.product(4040)).rejects.toMatchObject({ kind: 'http', status: 404 });
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
      locale: 'en',
      populate: PRODUCT_POPULATE,
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

  it('previews a link with the smallest copy of the picture that networks show', () => {
    const format = (name: string, width: number, height: number) => ({
      url: `/uploads/${name}_a.jpg`,
      mime: 'image/jpeg',
      width,
      height,
    });
    const picture = {
      url: '/uploads/a.jpg',
      mime: 'image/jpeg',
      width: 3000,
      height: 2000,
      formats: {
        large: format('large', 1000, 667),
        preview: format('preview', 1200, 800),
        xlarge: format('xlarge', 1920, 1280),
      },
    };
    const v5 = parseProduct({ id: 7, title: 'Saffron Dates', price: 18, img: picture }, '/m');
    const v4 = parseProduct(
      { id: 7, attributes: { title: 'Saffron Dates', price: 18, img: media('') } },
      '/m',
    );
    expect(v5.linkPreview).toEqual({ url: '/m/uploads/preview_a.jpg', width: 1200, height: 800 });
    expect(
      parseProduct(
        {
          id: 7,
          attributes: { title: 'S', price: 1, img: { data: { id: 1, attributes: picture } } },
        },
        '/m',
      ).linkPreview,
    ).toEqual(v5.linkPreview);
    expect(v4.linkPreview).toBeNull();
    expect(parseProduct(strapiProduct(99), '/m').linkPreview).toBeNull();
  });

  it('names the field that is wrong', () => {
    expect(() => parseProduct({ id: 7, attributes: { title: 3, price: 1 } }, '')).toThrow(
      /data\.attributes\.title/,
    );
  });
});

/** Strapi v4's `localizations` relation as `populate[localizations]` answers it. */
const localizations = (...translations: Record<string, unknown>[]) => ({
  localizations: {
    data: translations.map((attributes, index) => ({ id: 500 + index, attributes })),
  },
});

const arabic = {
  title: 'ترافل التمر الفاخر',
  desc: 'تمر مجدول مغطى بالشوكولاتة الداكنة.',
  weight: '٢٥٠ غ',
  locale: 'ar',
};

const englishTexts = {
  title: 'Gourmet Date Truffle',
  desc: 'Medjool dates dipped in dark chocolate.',
  weight: '250 g',
};

/** The parameters of a product read in a language other than English, decoded, in order. */
const productLocaleParams = (locale: string) => [
  'locale=en',
  'populate[img]=true',
  'populate[img2]=true',
  'populate[categories]=true',
  'populate[sub_categories]=true',
  `populate[localizations][filters][locale][$eq]=${locale}`,
  'populate[localizations][fields][0]=title',
  'populate[localizations][fields][1]=desc',
  'populate[localizations][fields][2]=weight',
  'populate[localizations][fields][3]=locale',
];

describe('contentClient in a language', () => {
  it('asks for the English entries and their relations, and no translation, in English', async () => {
    // Arrange
    const { client, calls } = setup(() => json({ data: [] }));

    // Act
    await client.featuredProducts('featured', 'en');
    await client.featuredProducts('featured');

    // Assert: the exact parameters, and the default language is English
    expect(paramsOf(calls[0]?.url ?? '')).toEqual([
      'locale=en',
      'populate[img]=true',
      'populate[img2]=true',
      'populate[categories]=true',
      'populate[sub_categories]=true',
      'filters[type][$eq]=featured',
    ]);
    expect(calls[1]?.url).toBe(calls[0]?.url);
    expect(calls[0]?.url).not.toContain('localizations');
    expect(calls[0]?.url).not.toContain('populate=');
  });

  it('asks for the English entries with their translation into Arabic only', async () => {
    // Arrange
    const { client, calls } = setup(() => json({ data: [] }));

    // Act
    await client.featuredProducts('featured', 'ar');

    // Assert
    expect(pathOf(calls[0]?.url ?? '')).toBe('/demo-api/content/api/products');
    expect(paramsOf(calls[0]?.url ?? '')).toEqual([
      ...productLocaleParams('ar'),
      'filters[type][$eq]=featured',
    ]);
    expect(queryOf(calls[0]?.url ?? '')).toEqual({
      locale: 'en',
      populate: {
        ...PRODUCT_POPULATE,
        localizations: {
          filters: { locale: { $eq: 'ar' } },
          fields: ['title', 'desc', 'weight', 'locale'],
        },
      },
      filters: { type: { $eq: 'featured' } },
    });
  });

  it('asks for one product in Arabic by its English id', async () => {
    // Arrange
    const { client, calls } = setup(() => json({ data: [strapiProduct(90)] }));

    // Act
    await client.product(90, 'ar');

    // Assert
    expect(pathOf(calls[0]?.url ?? '')).toBe('/demo-api/content/api/products');
    expect(paramsOf(calls[0]?.url ?? '')).toEqual([
      ...productLocaleParams('ar'),
      'filters[id][$eq]=90',
    ]);
  });

  it('asks for one product in English with the relations and nothing else', async () => {
    const { client, calls } = setup(() => json({ data: [strapiProduct(90)] }));
    await client.product(90, 'en');
    expect(paramsOf(calls[0]?.url ?? '')).toEqual([
      'locale=en',
      'populate[img]=true',
      'populate[img2]=true',
      'populate[categories]=true',
      'populate[sub_categories]=true',
      'filters[id][$eq]=90',
    ]);
  });

  it('asks for a category and for ids in Arabic, with their filters', async () => {
    // Arrange
    const { client, calls } = setup(() => json({ data: [] }));

    // Act
    await client.productsByCategory({ categoryId: 1, subCategoryIds: [4] }, 'ar');
    await client.productsByIds([99, 95], 'ar');

    // Assert
    expect(paramsOf(calls[0]?.url ?? '')).toEqual([
      ...productLocaleParams('ar'),
      'filters[categories][id][$eq]=1',
      'filters[sub_categories][id][$in][0]=4',
      'filters[price][$lte]=200',
    ]);
    expect(paramsOf(calls[1]?.url ?? '')).toEqual([
      ...productLocaleParams('ar'),
      'filters[id][$in][0]=99',
      'filters[id][$in][1]=95',
      'pagination[pageSize]=50',
    ]);
  });

  it('asks for the sub-categories in English without any translation', async () => {
    const { client, calls } = setup(() => json({ data: [] }));
    await client.subCategories(1, 'en');
    expect(pathOf(calls[0]?.url ?? '')).toBe('/demo-api/content/api/sub-categories');
    expect(paramsOf(calls[0]?.url ?? '')).toEqual(['locale=en', 'filters[categories][id][$eq]=1']);
  });

  it('asks for the sub-categories with their titles in Arabic', async () => {
    const { client, calls } = setup(() => json({ data: [] }));
    await client.subCategories(1, 'ar');
    expect(paramsOf(calls[0]?.url ?? '')).toEqual([
      'locale=en',
      'populate[localizations][filters][locale][$eq]=ar',
      'populate[localizations][fields][0]=title',
      'populate[localizations][fields][1]=locale',
      'filters[categories][id][$eq]=1',
    ]);
  });

  it('shows the Arabic texts of a product over the English entry', async () => {
    // Arrange
    const { client } = setup(() =>
      json({ data: [strapiProduct(99, localizations(arabic)), strapiProduct(95)] }),
    );

    // Act
    const [translated, untranslated] = await client.featuredProducts('featured', 'ar');

    // Assert
    expect(translated).toMatchObject({
      id: 99,
      title: arabic.title,
      desc: arabic.desc,
      weight: arabic.weight,
      locale: 'ar',
      english: englishTexts,
      price: 30,
      img: '/demo-media/uploads/truffle.svg',
    });
    expect(untranslated).toMatchObject({
      id: 95,
      ...englishTexts,
      locale: 'en',
      english: englishTexts,
    });
  });

  it('shows one product in Arabic', async () => {
    const { client } = setup(() => json({ data: [strapiProduct(90, localizations(arabic))] }));
    await expect(client.product(90, 'ar')).resolves.toMatchObject({
      id: 90,
      title: arabic.title,
      locale: 'ar',
      english: englishTexts,
    });
  });

  it('translates the sub-categories that have an Arabic title and keeps the others English', async () => {
    // Arrange
    const { client } = setup(() =>
      json({
        data: [
          {
            id: 4,
            attributes: { title: 'Truffles', ...localizations({ title: 'ترافل', locale: 'ar' }) },
          },
          { id: 5, attributes: { title: 'Boxes', localizations: { data: [] } } },
          { id: 6, attributes: { title: 'Gifts' } },
          { id: 7, attributes: { title: 'Bars', ...localizations({ title: '', locale: 'ar' }) } },
          {
            id: 8,
            attributes: { title: 'Cakes', ...localizations({ title: 'Gâteaux', locale: 'fr' }) },
          },
        ],
      }),
    );

    // Act
    const subCategories = await client.subCategories(1, 'ar');

    // Assert
    expect(subCategories).toEqual([
      { id: 4, title: 'ترافل' },
      { id: 5, title: 'Boxes' },
      { id: 6, title: 'Gifts' },
      { id: 7, title: 'Bars' },
      { id: 8, title: 'Cakes' },
    ]);
  });

  it('keeps the English sub-category titles when read in English, whatever the answer carries', async () => {
    const { client } = setup(() =>
      json({
        data: [
          {
            id: 4,
            attributes: { title: 'Truffles', ...localizations({ title: 'ترافل', locale: 'ar' }) },
          },
        ],
      }),
    );
    await expect(client.subCategories(1)).resolves.toEqual([{ id: 4, title: 'Truffles' }]);
  });

  it('fails with a shape error for a malformed translation', async () => {
    const { client } = setup(() =>
      json({ data: [strapiProduct(1, { localizations: { data: [{ id: 2 }] } })] }),
    );
    await expect(client.featuredProducts('featured', 'ar')).rejects.toMatchObject({
      kind: 'shape',
    });
  });
});

describe('parseProduct in a language', () => {
  it('lays the translation’s title, description and weight over the English entry', () => {
    // Act
    const product = parseProduct(
      strapiProduct(99, localizations(arabic)),
      '/demo-media',
      'data',
      'ar',
    );

    // Assert: the words are Arabic; the id, price, pictures and relations are the English entry's
    expect(product).toEqual({
      ...parseProduct(strapiProduct(99), '/demo-media'),
      title: arabic.title,
      desc: arabic.desc,
      weight: arabic.weight,
      locale: 'ar',
      english: englishTexts,
    });
  });

  it('takes the translation in the language asked among several', () => {
    const product = parseProduct(
      strapiProduct(99, localizations({ ...arabic, title: 'Truffe', locale: 'fr' }, arabic)),
      '',
      'data',
      'ar',
    );
    expect(product).toMatchObject({ title: arabic.title, locale: 'ar' });
  });

  it.each([
    ['an empty list of translations', localizations()],
    ['no localizations field', {}],
    ['a null relation', { localizations: { data: null } }],
    ['only a translation into another language', localizations({ ...arabic, locale: 'fr' })],
  ])('falls back to English, locale en, with %s', (_, overrides) => {
    // Act
    const product = parseProduct(strapiProduct(99, overrides), '', 'data', 'ar');

    // Assert
    expect(product).toMatchObject({ id: 99, ...englishTexts, locale: 'en', english: englishTexts });
  });

  it('falls back to the English text for each field the translation leaves empty', () => {
    // Act
    const product = parseProduct(
      strapiProduct(
        99,
        localizations({ title: arabic.title, desc: '', weight: null, locale: 'ar' }),
      ),
      '',
      'data',
      'ar',
    );

    // Assert: still an Arabic product, its description and weight English
    expect(product).toMatchObject({
      title: arabic.title,
      desc: englishTexts.desc,
      weight: englishTexts.weight,
      locale: 'ar',
      english: englishTexts,
    });
  });

  it('falls back to the English title when the translation has none', () => {
    const product = parseProduct(
      strapiProduct(99, localizations({ desc: arabic.desc, locale: 'ar' })),
      '',
      'data',
      'ar',
    );
    expect(product).toMatchObject({
      title: englishTexts.title,
      desc: arabic.desc,
      weight: englishTexts.weight,
      locale: 'ar',
    });
  });

  it('reads English by default and ignores any translation it is given', () => {
    const entry = strapiProduct(99, localizations(arabic));
    for (const product of [parseProduct(entry, ''), parseProduct(entry, '', 'data', 'en')]) {
      expect(product).toMatchObject({ ...englishTexts, locale: 'en', english: englishTexts });
    }
  });

  it('keeps the English texts of a sparse entry, empty where it has none', () => {
    const product = parseProduct(
      {
        id: 3,
        attributes: { title: 'Bites', price: 1, ...localizations({ title: 'قطع', locale: 'ar' }) },
      },
      '',
      'data',
      'ar',
    );
    expect(product).toMatchObject({
      title: 'قطع',
      desc: '',
      weight: '',
      locale: 'ar',
      english: { title: 'Bites', desc: '', weight: '' },
    });
  });

  it('names the translated field that is wrong', () => {
    expect(() =>
      parseProduct(
        strapiProduct(1, localizations({ title: { text: 'x' }, locale: 'ar' })),
        '',
        'data',
        'ar',
      ),
    ).toThrow(/data\.attributes\.localizations\.title/);
  });
});

/** The same product as Strapi 5 answers it: flat, with bare relations and media. */
const flatProduct = (id: number, overrides: Record<string, unknown> = {}) => {
  const { attributes } = strapiProduct(id);
  return {
    id,
    documentId: `doc${id}`,
    ...attributes,
    img: { id: 1, documentId: 'img1', url: '/uploads/truffle.svg' },
    img2: null,
    categories: [{ id: 1, documentId: 'cat1', title: 'Chocolate' }],
    sub_categories: [{ id: 4, documentId: 'sub4', title: 'Truffles' }],
    ...overrides,
  };
};

describe('contentClient on Strapi 5', () => {
  it('reads flat entries, bare relations and media, and keeps the documentId', async () => {
    const { client } = setup(() => json({ data: [flatProduct(99)], meta: {} }));
    const [product] = await client.featuredProducts('featured');
    expect(product).toEqual({
      ...parseProduct(strapiProduct(99, { img2: { data: null } }), '/demo-media'),
      documentId: 'doc99',
    });
    expect(product).toMatchObject({
      img: '/demo-media/uploads/truffle.svg',
      img2: null,
      categoryIds: [1],
      subCategoryIds: [4],
    });
  });

  it('lays a flat translation over the English texts', async () => {
    const arabicEntry = { id: 1099, documentId: 'doc99', ...arabic };
    const { client } = setup(() =>
      json({ data: [flatProduct(99, { localizations: [arabicEntry] })] }),
    );
    await expect(client.product(99, 'ar')).resolves.toMatchObject({
      id: 99,
      documentId: 'doc99',
      title: arabic.title,
      locale: 'ar',
      english: englishTexts,
    });
  });

  it('reads the sub-categories flat, translated where a translation exists', async () => {
    const { client } = setup(() =>
      json({
        data: [
          {
            id: 4,
            documentId: 'a',
            title: 'Truffles',
            localizations: [{ id: 1004, title: 'ترافل', locale: 'ar' }],
          },
          { id: 5, documentId: 'b', title: 'Boxes', localizations: [] },
        ],
      }),
    );
    await expect(client.subCategories(1, 'ar')).resolves.toEqual([
      { id: 4, title: 'ترافل' },
      { id: 5, title: 'Boxes' },
    ]);
  });

  it('names the field of a malformed flat relation', async () => {
    const { client } = setup(() =>
      json({ data: [flatProduct(99, { categories: [{ title: 'x' }] })] }),
    );
    await expect(client.featuredProducts()).rejects.toMatchObject({
      kind: 'shape',
      message: expect.stringContaining('data[0].categories[0].id') as string,
    });
  });
});
