import type {
  CategoryAttributes,
  StrapiCategory,
  StrapiEntity,
  StrapiSubCategory,
  SubCategoryAttributes,
} from './types';

const stamp = (day: number): string => new Date(Date.UTC(2024, 0, 8 + day, 7, 30)).toISOString();

interface CategorySeed {
  id: number;
  title: string;
  slug: string;
  description: string;
  subCategories: { id: number; title: string }[];
}

const seeds: CategorySeed[] = [
  {
    id: 1,
    title: 'Chocolate-covered dates',
    slug: 'chocolate-covered-dates',
    description:
      'Whole dates from UAE and Saudi groves, enrobed in dark, milk, white and ruby chocolate.',
    subCategories: [
      { id: 1, title: 'Dark chocolate dates' },
      { id: 2, title: 'Milk chocolate dates' },
      { id: 3, title: 'White & ruby chocolate dates' },
      { id: 4, title: 'Stuffed & filled dates' },
    ],
  },
  {
    id: 2,
    title: 'Date snacks & bites',
    slug: 'date-snacks-and-bites',
    description: 'Bars, bites, chips and spreads made from dates for every day and every bag.',
    subCategories: [
      { id: 5, title: 'Date bars' },
      { id: 6, title: 'Energy bites' },
      { id: 7, title: 'Crunchy snacks' },
      { id: 8, title: 'Spreads & syrups' },
    ],
  },
  {
    id: 3,
    title: 'Gifts & gourmet boxes',
    slug: 'gifts-and-gourmet-boxes',
    description: 'Hand-finished boxes, chests and hampers for Ramadan, Eid, weddings and business.',
    subCategories: [
      { id: 9, title: 'Gift boxes' },
      { id: 10, title: 'Ramadan & Eid collections' },
      { id: 11, title: 'Corporate gifting' },
      { id: 12, title: 'Hampers' },
    ],
  },
];

const timestamps = (day: number) => ({
  createdAt: stamp(day),
  updatedAt: stamp(day + 40),
  publishedAt: stamp(day + 1),
});

/** Category attributes without relations: how a category appears inside another record. */
export function categoryEntity(id: number): StrapiEntity<CategoryAttributes> {
  const seed = seeds.find((candidate) => candidate.id === id);
  if (!seed) throw new Error(`Unknown category ${id}`);
  return {
    id: seed.id,
    attributes: {
      title: seed.title,
      slug: seed.slug,
      description: seed.description,
      ...timestamps(seed.id),
    },
  };
}

/** Sub-category attributes without relations. */
export function subCategoryEntity(id: number): StrapiEntity<SubCategoryAttributes> {
  for (const seed of seeds) {
    const sub = seed.subCategories.find((candidate) => candidate.id === id);
    if (sub) return { id: sub.id, attributes: { title: sub.title, ...timestamps(sub.id + 3) } };
  }
  throw new Error(`Unknown sub-category ${id}`);
}

/** The category a sub-category belongs to. */
export function categoryOfSubCategory(id: number): number {
  const seed = seeds.find((candidate) => candidate.subCategories.some((sub) => sub.id === id));
  if (!seed) throw new Error(`Unknown sub-category ${id}`);
  return seed.id;
}

export const categories: readonly StrapiCategory[] = seeds.map((seed) => {
  const base = categoryEntity(seed.id);
  return {
    id: seed.id,
    attributes: {
      ...base.attributes,
      sub_categories: { data: seed.subCategories.map((sub) => subCategoryEntity(sub.id)) },
    },
  };
});

export const subCategories: readonly StrapiSubCategory[] = seeds.flatMap((seed) =>
  seed.subCategories.map((sub) => ({
    id: sub.id,
    attributes: {
      ...subCategoryEntity(sub.id).attributes,
      categories: { data: [categoryEntity(seed.id)] },
    },
  })),
);
