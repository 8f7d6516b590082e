/**
 * Just enough of Strapi's REST query engine for the demo catalog: filters (with relation
 * filters and logical operators), populate, fields, sort and both pagination styles, answering
 * in Strapi 5's response and error shapes, or Strapi 4's (`format: 'v4'`). Checked against a
 * real Strapi 5 by the contract step (tests/contract).
 */
import { parse } from 'qs-esm';
import { DEFAULT_LOCALE } from '../catalog/languages';

export interface StrapiErrorBody {
  data: null;
  error: { status: number; name: string; message: string; details: Record<string, unknown> };
}

export class StrapiError extends Error {
  readonly status: number;
  readonly errorName: string;
  readonly details: Record<string, unknown>;

  constructor(
    status: number,
    errorName: string,
    message: string,
    details: Record<string, unknown> = {},
  ) {
    super(message);
    this.status = status;
    this.errorName = errorName;
    this.details = details;
  }

  toBody(): StrapiErrorBody {
    return {
      data: null,
      error: {
        status: this.status,
        name: this.errorName,
        message: this.message,
        details: this.details,
      },
    };
  }
}

/** Which major's answers: Strapi 5's flat entries (the default), or Strapi 4's `attributes`. */
export type StrapiFormat = 'v5' | 'v4';

export const notFound = () => new StrapiError(404, 'NotFoundError', 'Not Found');
export const unauthorized = () =>
  new StrapiError(401, 'UnauthorizedError', 'Missing or invalid credentials');
export const forbidden = () => new StrapiError(403, 'ForbiddenError', 'Forbidden');
const invalid = (message: string) => new StrapiError(400, 'ValidationError', message);

/** A query key Strapi does not know, named as Strapi names it (`Invalid key nope at categories`). */
export const invalidKey = (key: string, param: string, path: string | null = null) =>
  new StrapiError(400, 'ValidationError', `Invalid key ${key}${path ? ` at ${path}` : ''}`, {
    key,
    path,
    source: 'query',
    param,
  });
const paginationError = (message: string) => new StrapiError(400, 'PaginationError', message);

/** The fields of one content type. */
export interface Schema {
  readonly scalars: readonly string[];
  /** Relations and media, each with the schema of what it points to. */
  readonly relations: Readonly<Record<string, () => Schema>>;
  /** Fields Strapi 4 did not answer yet. */
  readonly since5?: readonly string[];
}

export interface Entity {
  id: number;
  /** Strapi 5's name of the entry in all its languages. */
  documentId?: string;
  attributes: object;
}

interface RelationValue {
  data: Entity | Entity[] | null;
}

export type ParsedQuery = Record<string, unknown>;

/** Parses a query string the way Strapi does (qs, deep enough for nested filters). */
export function parseQuery(search: string): ParsedQuery {
  return parse(search.replace(/^\?/, ''), {
    depth: 20,
    arrayLimit: 200,
    parameterLimit: 2000,
  }) as ParsedQuery;
}

const timestamps = ['createdAt', 'updatedAt', 'publishedAt'] as const;

export const mediaSchema: Schema = {
  scalars: [
    'name',
    'alternativeText',
    'caption',
    'focalPoint',
    'width',
    'height',
    'formats',
    'hash',
    'ext',
    'mime',
    'size',
    'url',
    'previewUrl',
    'provider',
    'provider_metadata',
    'createdAt',
    'updatedAt',
    'publishedAt',
  ],
  relations: {},
  since5: ['focalPoint', 'publishedAt'],
};

export const categorySchema: Schema = {
  scalars: ['title', 'slug', 'description', 'locale', ...timestamps],
  relations: { sub_categories: () => subCategorySchema, localizations: () => categorySchema },
};

export const subCategorySchema: Schema = {
  scalars: ['title', 'locale', ...timestamps],
  relations: { categories: () => categorySchema, localizations: () => subCategorySchema },
};

export const productSchema: Schema = {
  scalars: [
    'title',
    'desc',
    'weight',
    'price',
    'oldprice',
    'discount',
    'discoamount',
    'outofstock',
    'max_order_qut',
    'flash_sale',
    'flash_sale_product_pcs',
    'type',
    'locale',
    ...timestamps,
  ],
  relations: {
    img: () => mediaSchema,
    img2: () => mediaSchema,
    categories: () => categorySchema,
    sub_categories: () => subCategorySchema,
    localizations: () => productSchema,
  },
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const attr = (entity: Entity, key: string): unknown =>
  key === 'id'
    ? entity.id
    : Object.hasOwn(entity.attributes, key)
      ? (entity.attributes as Record<string, unknown>)[key]
      : undefined;

/** A relation of the schema by a name from the query: an own key, never the prototype's. */
const relationOf = (schema: Schema, key: string) =>
  Object.hasOwn(schema.relations, key) ? schema.relations[key] : undefined;

const related = (entity: Entity, relation: string): Entity[] => {
  const value = attr(entity, relation) as RelationValue | undefined;
  if (!value?.data) return [];
  return Array.isArray(value.data) ? value.data : [value.data];
};

// ---------------------------------------------------------------- filters

const operators = new Set([
  '$eq',
  '$eqi',
  '$ne',
  '$nei',
  '$lt',
  '$lte',
  '$gt',
  '$gte',
  '$in',
  '$notIn',
  '$contains',
  '$notContains',
  '$containsi',
  '$notContainsi',
  '$startsWith',
  '$endsWith',
  '$null',
  '$notNull',
  '$between',
]);

const asList = (raw: unknown): unknown[] => {
  if (Array.isArray(raw)) return raw;
  if (isRecord(raw)) return Object.values(raw);
  return [raw];
};

const truthy = (raw: unknown) => raw === true || raw === 'true' || raw === '1' || raw === 1;

function coerce(sample: unknown, raw: unknown): unknown {
  if (raw === null) return null;
  if (typeof sample === 'number') return typeof raw === 'number' ? raw : Number(raw);
  if (typeof sample === 'boolean') return truthy(raw);
  return String(raw);
}

function compare(value: unknown, raw: unknown): number | undefined {
  if (value === null || value === undefined) return undefined;
  const other = coerce(value, raw);
  if (typeof value === 'number' && typeof other === 'number') {
    return Number.isNaN(other) ? undefined : value - other;
  }
  const a = String(value);
  const b = String(other);
  return a < b ? -1 : a > b ? 1 : 0;
}

const equals = (value: unknown, raw: unknown) => {
  if (value === undefined || value === null) return raw === null || raw === 'null';
  return coerce(value, raw) === value;
};

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

function applyOperator(value: unknown, operator: string, raw: unknown): boolean {
  switch (operator) {
    case '$eq':
      // A repeated `$eq` arrives as a list and matches any of its values.
      return asList(raw).some((item) => equals(value, item));
    case '$eqi':
      return asList(raw).some((item) => text(value).toLowerCase() === text(item).toLowerCase());
    case '$ne':
      return !asList(raw).some((item) => equals(value, item));
    case '$nei':
      return !asList(raw).some((item) => text(value).toLowerCase() === text(item).toLowerCase());
    case '$in':
      return asList(raw).some((item) => equals(value, item));
    case '$notIn':
      return !asList(raw).some((item) => equals(value, item));
    case '$lt': {
      const order = compare(value, raw);
      return order !== undefined && order < 0;
    }
    case '$lte': {
      const order = compare(value, raw);
      return order !== undefined && order <= 0;
    }
    case '$gt': {
      const order = compare(value, raw);
      return order !== undefined && order > 0;
    }
    case '$gte': {
      const order = compare(value, raw);
      return order !== undefined && order >= 0;
    }
    case '$between': {
      const [low, high] = asList(raw);
      const fromLow = compare(value, low);
      const toHigh = compare(value, high);
      return fromLow !== undefined && toHigh !== undefined && fromLow >= 0 && toHigh <= 0;
    }
    case '$contains':
      return text(value).includes(text(raw));
    case '$notContains':
      return !text(value).includes(text(raw));
    case '$containsi':
      return text(value).toLowerCase().includes(text(raw).toLowerCase());
    case '$notContainsi':
      return !text(value).toLowerCase().includes(text(raw).toLowerCase());
    case '$startsWith':
      return text(value).startsWith(text(raw));
    case '$endsWith':
      return text(value).endsWith(text(raw));
    case '$null':
      return truthy(raw) === (value === null || value === undefined);
    case '$notNull':
      return truthy(raw) === !(value === null || value === undefined);
    default:
      throw invalid(`Invalid operator ${operator}`);
  }
}

function matchesCondition(value: unknown, condition: unknown, key: string): boolean {
  if (!isRecord(condition))
    return applyOperator(value, Array.isArray(condition) ? '$in' : '$eq', condition);
  return Object.entries(condition).every(([operator, raw]) => {
    if (operator === '$not') return !matchesCondition(value, raw, key);
    if (!operators.has(operator)) throw invalidKey(operator, 'filters', key);
    return applyOperator(value, operator, raw);
  });
}

const isOperatorObject = (condition: unknown) =>
  !isRecord(condition) || Object.keys(condition).every((key) => key.startsWith('$'));

/**
 * Whether an entity passes a Strapi `filters` object. `at` is the relation the filters sit
 * under, for the error that names an unknown key.
 */
export function matchesFilters(
  entity: Entity,
  filters: unknown,
  schema: Schema,
  at: string | null = null,
  format: StrapiFormat = 'v5',
): boolean {
  if (filters === undefined || filters === '') return true;
  if (!isRecord(filters)) throw invalid('Invalid filters');
  return Object.entries(filters).every(([key, condition]) => {
    if (key === '$and')
      return asList(condition).every((part) => matchesFilters(entity, part, schema, at, format));
    if (key === '$or')
      return asList(condition).some((part) => matchesFilters(entity, part, schema, at, format));
    if (key === '$not') return !matchesFilters(entity, condition, schema, at, format);
    if (key === 'id' || key === 'documentId' || schema.scalars.includes(key)) {
      const value = key === 'documentId' ? entity.documentId : attr(entity, key);
      return matchesCondition(value, condition, key);
    }
    const target = relationOf(schema, key);
    if (!target) {
      // Strapi 4 named it a parameter, without details.
      throw format === 'v4' ? invalid(`Invalid parameter ${key}`) : invalidKey(key, 'filters', at);
    }
    const items = related(entity, key);
    if (isOperatorObject(condition)) {
      if (isRecord(condition) && ('$null' in condition || '$notNull' in condition)) {
        return matchesCondition(items.length === 0 ? null : items, condition, key);
      }
      // `filters[categories][$eq]=1` filters on the related ids.
      return items.some((item) => matchesCondition(item.id, condition, key));
    }
    return items.some((item) => matchesFilters(item, condition, target(), key, format));
  });
}

// ---------------------------------------------------------------- populate, fields, sort

/** How one populated relation is narrowed: `populate[rel][filters]...`, `populate[rel][fields]...`. */
export interface PopulateOptions {
  filters?: unknown;
  fields?: readonly string[];
}

/** The relations and media to include, each with its options. */
export type Populate = ReadonlyMap<string, PopulateOptions>;

const splitList = (raw: unknown): string[] => {
  if (typeof raw === 'string')
    return raw
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  if (Array.isArray(raw)) return raw.flatMap(splitList);
  if (isRecord(raw)) return Object.values(raw).flatMap(splitList);
  return [];
};

const isList = (raw: Record<string, unknown>) => Object.keys(raw).every((key) => /^\d+$/.test(key));

/** One relation's entry of a populate object: `true`, `*`, or an object of options. */
function populateOptions(raw: unknown, target: Schema): PopulateOptions | undefined {
  if (raw === true || raw === 'true' || raw === '*') return {};
  // Only true is taken as a boolean; `populate[rel]=false` leaves the relation out, as in Strapi.
  if (raw === false || raw === 'false') return undefined;
  if (!isRecord(raw)) throw invalid('Invalid populate parameter');
  if (raw.filters !== undefined && !isRecord(raw.filters)) throw invalid('Invalid filters');
  return { filters: raw.filters, fields: parseFields(raw.fields, target, 'populate') };
}

/**
 * The relations and media to include; without `populate` Strapi leaves them all out. A name
 * that is no relation is refused by Strapi 5 and passed over by Strapi 4.
 */
export function parsePopulate(raw: unknown, schema: Schema, format: StrapiFormat = 'v5'): Populate {
  const populate = new Map<string, PopulateOptions>();
  if (raw === undefined || raw === '') return populate;
  const all = Object.keys(schema.relations);
  const known = (key: string, path: string | null) => {
    if (relationOf(schema, key)) return true;
    if (format === 'v5') throw invalidKey(key, 'populate', path);
    return false;
  };
  if (isRecord(raw) && !isList(raw)) {
    for (const [key, value] of Object.entries(raw)) {
      const target = known(key, null) ? relationOf(schema, key) : undefined;
      const options = target ? populateOptions(value, target()) : undefined;
      if (options) populate.set(key, options);
    }
    return populate;
  }
  const requested = raw === '*' || raw === 'true' ? all : splitList(raw);
  for (const key of requested.includes('*') ? all : requested) {
    if (known(key, key)) populate.set(key, {});
  }
  return populate;
}

export function parseFields(
  raw: unknown,
  schema: Schema,
  param = 'fields',
): readonly string[] | undefined {
  const requested = splitList(raw);
  if (requested.length === 0 || requested.includes('*')) return undefined;
  const unknown = requested.find(
    (key) => key !== 'id' && key !== 'documentId' && !schema.scalars.includes(key),
  );
  if (unknown !== undefined) throw invalidKey(unknown, param);
  return requested;
}

interface SortKey {
  key: string;
  direction: 1 | -1;
}

export function parseSort(raw: unknown, schema: Schema): SortKey[] {
  const parts: string[] =
    isRecord(raw) && !isList(raw)
      ? Object.entries(raw).map(([key, direction]) => `${key}:${String(direction)}`)
      : splitList(raw);
  return parts.map((part) => {
    const [key = '', direction = 'asc'] = part.split(':');
    if (key !== 'id' && !schema.scalars.includes(key)) throw invalidKey(key, 'sort');
    const lower = direction.toLowerCase();
    if (lower !== 'asc' && lower !== 'desc') throw invalid(`Invalid order ${direction}`);
    return { key, direction: lower === 'asc' ? 1 : -1 };
  });
}

function sortEntities(entities: Entity[], keys: SortKey[]): Entity[] {
  if (keys.length === 0) return [...entities].sort((a, b) => a.id - b.id);
  return [...entities].sort((a, b) => {
    for (const { key, direction } of keys) {
      const left = attr(a, key);
      const right = attr(b, key);
      if (left === right) continue;
      // Nulls sort last, as in PostgreSQL for ascending order.
      if (left === null || left === undefined) return direction;
      if (right === null || right === undefined) return -direction;
      const order =
        typeof left === 'number' && typeof right === 'number'
          ? left - right
          : String(left).localeCompare(String(right));
      if (order !== 0) return order * direction;
    }
    return a.id - b.id;
  });
}

// ---------------------------------------------------------------- pagination

export interface PagePagination {
  page: number;
  pageSize: number;
  pageCount: number;
  total: number;
}

export interface OffsetPagination {
  start: number;
  limit: number;
  total: number;
}

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

const integer = (raw: unknown): number =>
  typeof raw === 'string' && /^-?\d+$/.test(raw) ? Number(raw) : Number.NaN;

interface PageWindow {
  start: number;
  limit: number;
  meta: (total: number) => PagePagination | OffsetPagination;
}

export function parsePagination(raw: unknown, format: StrapiFormat = 'v5'): PageWindow {
  const params = isRecord(raw) ? raw : {};
  const usesPages = 'page' in params || 'pageSize' in params;
  const usesOffset = 'start' in params || 'limit' in params;
  if (usesPages && usesOffset) {
    throw format === 'v4'
      ? invalid('Invalid pagination parameters. Expected either start/limit or page/pageSize')
      : paginationError('Cannot use both page & offset pagination in the same query');
  }
  if (usesOffset) {
    const start = 'start' in params ? integer(params.start) : 0;
    const limit = 'limit' in params ? integer(params.limit) : DEFAULT_PAGE_SIZE;
    if (!Number.isInteger(start) || start < 0) {
      throw paginationError(
        `Invalid 'start' parameter. Expected an integer >= 0, received: ${String(params.start)}`,
      );
    }
    if (!Number.isInteger(limit) || (limit < 1 && limit !== -1)) {
      throw paginationError(
        `Invalid 'limit' parameter. Expected an integer > 0, received: ${String(params.limit)}`,
      );
    }
    const capped = limit === -1 ? MAX_PAGE_SIZE : Math.min(limit, MAX_PAGE_SIZE);
    return { start, limit: capped, meta: (total) => ({ start, limit: capped, total }) };
  }
  const page = 'page' in params ? integer(params.page) : 1;
  const pageSize = 'pageSize' in params ? integer(params.pageSize) : DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(page) || page < 1) {
    throw paginationError(
      `Invalid 'page' parameter. Expected an integer > 0, received: ${String(params.page)}`,
    );
  }
  if (!Number.isInteger(pageSize) || pageSize < 1) {
    throw paginationError(
      `Invalid 'pageSize' parameter. Expected an integer > 0, received: ${String(params.pageSize)}`,
    );
  }
  const size = Math.min(pageSize, MAX_PAGE_SIZE);
  return {
    start: (page - 1) * size,
    limit: size,
    meta: (total) => ({ page, pageSize: size, pageCount: Math.ceil(total / size), total }),
  };
}

// ---------------------------------------------------------------- answers

/** A Strapi 5 entry: its fields beside its ids. */
export type FlatEntry = Record<string, unknown> & { id: number };

/** An entry as the API answers it, in either major. */
export type Answered = Entity | FlatEntry;

/** A populated relation as the API answers it, narrowed by its options. */
function serializeRelation(
  value: unknown,
  target: Schema,
  options: PopulateOptions,
  format: StrapiFormat,
): unknown {
  const relation = value as RelationValue | undefined;
  const many = Array.isArray(relation?.data);
  const items = related({ id: 0, attributes: { value } }, 'value').filter(
    (item) =>
      options.filters === undefined || matchesFilters(item, options.filters, target, null, format),
  );
  const shaped = items.map((item) => serialize(item, target, new Map(), options.fields, format));
  const answer = many ? shaped : (shaped[0] ?? null);
  // Strapi 5 answers relations and media bare; Strapi 4 wrapped them in `{ data }`.
  return format === 'v5' ? answer : { data: answer };
}

/** The fields an entry answers: every scalar of its type (null when unset), or those asked for. */
function scalarsOf(
  entity: Entity,
  schema: Schema,
  format: StrapiFormat,
  fields?: readonly string[],
): Record<string, unknown> {
  const keys = (fields ?? schema.scalars).filter(
    (key) =>
      key !== 'id' && key !== 'documentId' && (format === 'v5' || !schema.since5?.includes(key)),
  );
  return Object.fromEntries(keys.map((key) => [key, attr(entity, key) ?? null]));
}

/** An entity as the API answers it: scalars (maybe narrowed by `fields`) plus populated relations. */
export function serialize(
  entity: Entity,
  schema: Schema,
  populate: Populate,
  fields?: readonly string[],
  format: StrapiFormat = 'v5',
): Answered {
  const fieldsAnswered = scalarsOf(entity, schema, format, fields);
  for (const [key, options] of populate) {
    const target = relationOf(schema, key);
    if (target) {
      fieldsAnswered[key] = serializeRelation(attr(entity, key), target(), options, format);
    }
  }
  if (format === 'v4') return { id: entity.id, attributes: fieldsAnswered };
  return { id: entity.id, documentId: entity.documentId ?? null, ...fieldsAnswered };
}

/**
 * Which entries a list answers: the default locale's or one locale's; Strapi 4 also took
 * `all`, which Strapi 5 treats as a locale it does not have.
 */
function inLocale(
  entities: readonly Entity[],
  raw: unknown,
  format: StrapiFormat,
): readonly Entity[] {
  if (raw === 'all' && format === 'v4') return entities;
  const locale = raw === undefined || raw === '' ? DEFAULT_LOCALE : raw;
  if (typeof locale !== 'string') throw invalid('Invalid locale');
  return entities.filter((entity) => {
    const own = attr(entity, 'locale');
    // A collection that is not localized has no locale and ignores the parameter.
    return own === undefined || own === locale;
  });
}

/**
 * The query keys Strapi 5 takes; any other is refused, as the project template's
 * `rest.strictParams: true` has it (cms/config/api.js). Strapi 4 passed unknown keys over.
 */
const QUERY_KEYS = new Set([
  'filters',
  'sort',
  'fields',
  'populate',
  'status',
  'locale',
  'page',
  'pageSize',
  'start',
  'limit',
  '_q',
  'publicationFilter',
  'hasPublishedVersion',
  'pagination',
  'count',
  'ordering',
]);

function checkKeys(query: ParsedQuery, format: StrapiFormat) {
  if (format === 'v4') return;
  const unknown = Object.keys(query).find((key) => !QUERY_KEYS.has(key));
  if (unknown !== undefined) throw invalidKey(unknown, unknown);
}

export interface ListAnswer {
  data: Answered[];
  meta: { pagination: PagePagination | OffsetPagination };
}

/** Answers `GET /<collection>?...` the way Strapi does. */
export function findMany(
  entities: readonly Entity[],
  schema: Schema,
  query: ParsedQuery,
  format: StrapiFormat = 'v5',
): ListAnswer {
  checkKeys(query, format);
  const populate = parsePopulate(query.populate, schema, format);
  const fields = parseFields(query.fields, schema);
  const sort = parseSort(query.sort, schema);
  const window = parsePagination(query.pagination, format);
  const matching = sortEntities(
    inLocale(entities, query.locale, format).filter((entity) =>
      matchesFilters(entity, query.filters, schema, null, format),
    ),
    sort,
  );
  const pageItems = matching.slice(window.start, window.start + window.limit);
  return {
    data: pageItems.map((entity) => serialize(entity, schema, populate, fields, format)),
    meta: { pagination: window.meta(matching.length) },
  };
}

/**
 * Answers `GET /<collection>/:id`. Strapi 5 names a document by its `documentId` and answers
 * it in `locale` (the default one when not given); in Strapi 4 the numeric id named one entry
 * in one language, and `locale` did not apply.
 */
export function findOne(
  entities: readonly Entity[],
  schema: Schema,
  rawId: string,
  query: ParsedQuery,
  format: StrapiFormat = 'v5',
): { data: Answered; meta: Record<string, never> } {
  checkKeys(query, format);
  const entity =
    format === 'v5'
      ? inLocale(entities, query.locale, format).find((candidate) => candidate.documentId === rawId)
      : entities.find((candidate) => /^\d+$/.test(rawId) && candidate.id === Number(rawId));
  if (!entity) throw notFound();
  const populate = parsePopulate(query.populate, schema, format);
  const fields = parseFields(query.fields, schema);
  return { data: serialize(entity, schema, populate, fields, format), meta: {} };
}
