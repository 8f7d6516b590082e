import { http, HttpResponse } from 'msw';
import type { HttpHandler, JsonBodyType } from 'msw';
import { demoCatalog } from '../catalog';
import { localizedCollections } from '../catalog/localized';
import type { DemoCatalog } from '../catalog';
import { trimSlash } from '../endpoints';
import type { DemoEndpoints } from '../endpoints';
import {
  StrapiError,
  categorySchema,
  findMany,
  findOne,
  forbidden,
  notFound,
  parseQuery,
  productSchema,
  subCategorySchema,
  unauthorized,
} from './strapi';
import type { Entity, Schema, StrapiFormat } from './strapi';

/** Strapi's answer for an error, with the status it carries. */
export function strapiErrorResponse(error: StrapiError): Response {
  return HttpResponse.json(error.toBody(), { status: error.status });
}

/**
 * A wrong token is unauthorized. A request without one is unauthorized too on our Strapi 5,
 * which has no users and permissions plugin (docs/security.md); Strapi 4, with the plugin,
 * judged it by its public role: forbidden.
 */
function checkToken(request: Request, token: string, format: StrapiFormat) {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  if (!match) throw format === 'v4' ? forbidden() : unauthorized();
  if (match[1] !== token) throw unauthorized();
}

/** Runs a Strapi answer: checks the token, then maps thrown Strapi errors to their shape. */
function answer(
  request: Request,
  token: string,
  format: StrapiFormat,
  produce: () => JsonBodyType,
): Response {
  try {
    checkToken(request, token, format);
    return HttpResponse.json(produce());
  } catch (error) {
    if (error instanceof StrapiError) return strapiErrorResponse(error);
    throw error;
  }
}

interface Collection {
  path: string;
  schema: Schema;
  entities: readonly Entity[];
  /** Whether the collection has an update route (cms/src/api/product/routes). */
  updatable?: boolean;
}

/** What Strapi's router answers a method a collection has no route for. */
const methodNotAllowed = () =>
  new HttpResponse('Method Not Allowed', {
    status: 405,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });

/**
 * The content service (Strapi 5 REST, or Strapi 4's with `format: 'v4'`; docs/demo-catalog.md
 * §2): products, categories and sub-categories in every language of the catalog, behind the
 * bearer token, which only reads.
 */
export function createContentHandlers(
  endpoints: Pick<DemoEndpoints, 'content' | 'token' | 'contentFormat'>,
  catalog: DemoCatalog = demoCatalog,
): HttpHandler[] {
  const base = trimSlash(endpoints.content);
  const format: StrapiFormat = endpoints.contentFormat ?? 'v5';
  const { token } = endpoints;
  const localized = localizedCollections(catalog);
  const collections: Collection[] = [
    { path: 'products', schema: productSchema, entities: localized.products, updatable: true },
    { path: 'categories', schema: categorySchema, entities: localized.categories },
    { path: 'sub-categories', schema: subCategorySchema, entities: localized.subCategories },
  ];

  const refuseWrite = ({ request }: { request: Request }) =>
    answer(request, token, format, () => {
      // The demo token is read-only, like the site's real one.
      throw forbidden();
    });

  const queryOf = (request: Request) => parseQuery(new URL(request.url).search);
  return [
    ...collections.flatMap(({ path, schema, entities, updatable }) => [
      http.get(`${base}/${path}`, ({ request }) =>
        answer(request, token, format, () => findMany(entities, schema, queryOf(request), format)),
      ),
      http.get(`${base}/${path}/:id`, ({ request, params }) =>
        answer(request, token, format, () =>
          findOne(entities, schema, String(params.id), queryOf(request), format),
        ),
      ),
      http.put(`${base}/${path}/:id`, updatable ? refuseWrite : methodNotAllowed),
      http.post(`${base}/${path}`, methodNotAllowed),
      http.delete(`${base}/${path}/:id`, methodNotAllowed),
    ]),
    http.all(`${base}/*`, () => strapiErrorResponse(notFound())),
  ];
}
