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
import type { Entity, Schema } from './strapi';

/** Strapi's answer for an error, with the status it carries. */
export function strapiErrorResponse(error: StrapiError): Response {
  return HttpResponse.json(error.toBody(), { status: error.status });
}

function authorised(request: Request, token: string): boolean {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1] === token;
}

/** Runs a Strapi answer: checks the token, then maps thrown Strapi errors to their shape. */
function answer(request: Request, token: string, produce: () => JsonBodyType): Response {
  try {
    if (!authorised(request, token)) throw unauthorized();
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
}

/**
 * The content service (Strapi v4 REST, docs/demo-catalog.md §2): products,
 * categories and sub-categories in every language of the catalog, read-only, behind the bearer
 * token.
 */
export function createContentHandlers(
  endpoints: Pick<DemoEndpoints, 'content' | 'token'>,
  catalog: DemoCatalog = demoCatalog,
): HttpHandler[] {
  const base = trimSlash(endpoints.content);
  const { token } = endpoints;
  const localized = localizedCollections(catalog);
  const collections: Collection[] = [
    { path: 'products', schema: productSchema, entities: localized.products },
    { path: 'categories', schema: categorySchema, entities: localized.categories },
    { path: 'sub-categories', schema: subCategorySchema, entities: localized.subCategories },
  ];

  const refuseWrite = ({ request }: { request: Request }) =>
    answer(request, token, () => {
      // The demo token is read-only, like the site's real one.
      throw forbidden();
    });

  return [
    ...collections.flatMap(({ path, schema, entities }) => [
      http.get(`${base}/${path}`, ({ request }) =>
        answer(request, token, () =>
          findMany(entities, schema, parseQuery(new URL(request.url).search)),
        ),
      ),
      http.get(`${base}/${path}/:id`, ({ request, params }) =>
        answer(request, token, () =>
          findOne(entities, schema, String(params.id), parseQuery(new URL(request.url).search)),
        ),
      ),
      http.post(`${base}/${path}`, refuseWrite),
      http.put(`${base}/${path}/:id`, refuseWrite),
      http.delete(`${base}/${path}/:id`, refuseWrite),
    ]),
    http.all(`${base}/*`, () => strapiErrorResponse(notFound())),
  ];
}
