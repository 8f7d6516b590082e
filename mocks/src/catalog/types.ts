/** Strapi v4 REST shapes of the demo content service. */

export type ISODate = string;

export interface StrapiTimestamps {
  createdAt: ISODate;
  updatedAt: ISODate;
  publishedAt: ISODate;
}

export interface StrapiEntity<A> {
  id: number;
  /** Strapi 5's name of the entry in all its languages (catalog/documentIds.ts). */
  documentId?: string;
  attributes: A;
}

/** A relation as Strapi v4 answers it once populated. */
export interface StrapiRelation<A> {
  data: StrapiEntity<A>[];
}

/** A file of the media library, as Strapi's upload plugin records it. */
export interface StrapiMediaAttributes {
  name: string;
  alternativeText: string;
  caption: string | null;
  focalPoint: null;
  width: number;
  height: number;
  /**
   * Resized copies, by breakpoint. Strapi makes none of a vector picture; a product picture names
   * the link preview the demo build and `npm run cms` rasterize of it (linkPreviewFiles), as
   * the `preview` breakpoint (cms/config/plugins.js) does for a photo.
   */
  formats: Record<string, StrapiMediaFormat> | null;
  /** The stored file's name without its extension. */
  hash: string;
  ext: string;
  mime: string;
  /** Size in KB, as the upload plugin records it. */
  size: number;
  /** Path under the media host, e.g. `/uploads/product-99-top.svg`. */
  url: string;
  previewUrl: null;
  provider: 'local';
  provider_metadata: null;
  createdAt: ISODate;
  updatedAt: ISODate;
  publishedAt: ISODate;
}

/** One resized copy of a media file, as the upload plugin records it. */
export interface StrapiMediaFormat {
  name: string;
  hash: string;
  ext: string;
  mime: string;
  path: null;
  width: number;
  height: number;
  url: string;
}

export interface StrapiMedia {
  data: StrapiEntity<StrapiMediaAttributes> | null;
}

export interface CategoryAttributes extends StrapiTimestamps {
  title: string;
  slug: string;
  description: string;
}

export interface SubCategoryAttributes extends StrapiTimestamps {
  title: string;
}

export type ProductType = 'featured' | 'new' | 'standard';

export interface ProductAttributes extends StrapiTimestamps {
  title: string;
  desc: string;
  weight: string;
  price: number;
  oldprice: number | null;
  discount: boolean;
  /** Discount in percent, shown on the badge. */
  discoamount: number | null;
  outofstock: boolean;
  /** Absent on purpose for one product (103): the cart's default of 2 applies (docs/requirements.md §5). */
  max_order_qut?: number;
  flash_sale: boolean;
  flash_sale_product_pcs: number | null;
  type: ProductType;
  img: StrapiMedia;
  img2: StrapiMedia;
  categories: StrapiRelation<CategoryAttributes>;
  sub_categories: StrapiRelation<SubCategoryAttributes>;
}

/** A category record as stored (its sub-categories embedded, one level deep). */
export interface CategoryAttributesStored extends CategoryAttributes {
  sub_categories: StrapiRelation<SubCategoryAttributes>;
}

export interface SubCategoryAttributesStored extends SubCategoryAttributes {
  categories: StrapiRelation<CategoryAttributes>;
}

export type StrapiProduct = StrapiEntity<ProductAttributes>;
export type StrapiCategory = StrapiEntity<CategoryAttributesStored>;
export type StrapiSubCategory = StrapiEntity<SubCategoryAttributesStored>;

/** A prize or coupon record as `GET /varifyCode/{code}` answers it. */
export interface PrizeCodeRecord {
  code: string;
  userEmail: string;
  /** Absent when the code wins nothing (NOPRIZE001). */
  winItemName?: string;
  qr: string;
}

/** Everything the demo content service serves. */
export interface DemoCatalog {
  categories: readonly StrapiCategory[];
  subCategories: readonly StrapiSubCategory[];
  products: readonly StrapiProduct[];
}
