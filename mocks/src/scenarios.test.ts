import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changedCatalog, documentIdOf, prizeCodes } from './catalog';
import type { HandlerGroup } from './handlers';
import {
  formatDemoParam,
  parseDemoParam,
  scenarioGroups,
  scenarioHandlers,
  scenarioModes,
  scenarioModesOf,
  SLOW_DELAY_MS,
  storyScenario,
} from './scenarios';
import type { ScenarioMap, ScenarioMode } from './scenarios';
import { cartOf, sessionBody } from './testing/checkout';
import {
  bearer,
  getContent,
  getJson,
  idsOf,
  postJson,
  testEndpoints,
  withDemoServer,
} from './testing/demoServer';
import type { ItemBody, ListBody, StrapiErrorView } from './testing/demoServer';

const server = withDemoServer();
const { content, shop, mail } = testEndpoints;

/** One representative call per group, answering the fetch Response. */
const probes: Record<HandlerGroup, () => Promise<Response>> = {
  content: () => fetch(`${content}/products?populate=*`, { headers: bearer() }),
  shop: () => fetch(`${shop}/varifyCode/WIN50OFF01`),
  mail: () => {
    const form = new FormData();
    form.append('photos', new File(['x'], 'x.jpg', { type: 'image/jpeg' }));
    return fetch(`${mail}/upload`, { method: 'POST', body: form });
  },
};

const applyScenario = (map: ScenarioMap | string, slowDelayMs?: number) =>
  server.use(
    ...scenarioHandlers(map, testEndpoints, slowDelayMs === undefined ? {} : { slowDelayMs }),
  );

describe('parseDemoParam', () => {
  it('reads group:mode pairs', () => {
    expect(parseDemoParam('content:slow,shop:error')).toEqual({ content: 'slow', shop: 'error' });
  });

  it('applies a bare mode or all:<mode> to every group; later entries win', () => {
    expect(parseDemoParam('error')).toEqual({ content: 'error', shop: 'error', mail: 'error' });
    expect(parseDemoParam('all:empty,mail:normal')).toEqual({
      content: 'empty',
      shop: 'empty',
      mail: 'normal',
    });
  });

  it('ignores unknown groups and modes, blanks and case', () => {
    expect(parseDemoParam(' Content:SLOW , cart:error, shop:broken,,')).toEqual({
      content: 'slow',
    });
    expect(parseDemoParam(null)).toEqual({});
    expect(parseDemoParam('')).toEqual({});
  });

  it('takes changed for the content group only', () => {
    expect(parseDemoParam('content:changed,shop:changed,mail:changed')).toEqual({
      content: 'changed',
    });
    expect(parseDemoParam('changed')).toEqual({ content: 'changed' });
    expect(parseDemoParam('all:changed,shop:error')).toEqual({
      content: 'changed',
      shop: 'error',
    });
    expect(formatDemoParam({ content: 'changed', shop: 'changed', mail: 'normal' })).toBe(
      'content:changed',
    );
  });

  it('round-trips through formatDemoParam', () => {
    const mode = (group: HandlerGroup) =>
      fc.constantFrom(...scenarioModesOf(group).filter((each) => each !== 'normal'));
    fc.assert(
      fc.property(
        fc.record(
          { content: mode('content'), shop: mode('shop'), mail: mode('mail') },
          { requiredKeys: [] },
        ),
        (map: ScenarioMap) => {
          expect(parseDemoParam(formatDemoParam(map))).toEqual(map);
        },
      ),
    );
  });
});

describe('scenarioHandlers', () => {
  it('adds nothing for normal', () => {
    expect(scenarioHandlers({ content: 'normal', shop: 'normal', mail: 'normal' })).toEqual([]);
    expect(scenarioHandlers('')).toEqual([]);
  });

  it.each(scenarioGroups)('error: %s answers 500', async (group) => {
    applyScenario({ [group]: 'error' });
    const response = await probes[group]();
    expect(response.status).toBe(500);
    const body = (await response.json()) as Record<string, unknown>;
    if (group === 'content') {
      expect((body as unknown as StrapiErrorView).error).toMatchObject({
        status: 500,
        name: 'InternalServerError',
      });
    } else {
      expect(body.message).toBe('Internal Server Error');
    }
    const others = scenarioGroups.filter((other) => other !== group);
    for (const other of others) expect((await probes[other]()).status).toBe(200);
  });

  it.each(scenarioGroups)('network: %s fails like a dropped connection', async (group) => {
    applyScenario(`${group}:network`);
    await expect(probes[group]()).rejects.toThrow(TypeError);
  });

  it.each([
    ['shop', 60],
    ['mail', 60],
  ] as const)('slow: %s waits, then answers normally', async (group, delay) => {
    applyScenario({ [group]: 'slow' }, delay);
    const started = performance.now();
    const response = await probes[group]();
    expect(performance.now() - started).toBeGreaterThanOrEqual(delay - 5);
    expect(response.status).toBe(200);
  });

  it('slow: content waits the full 2 seconds by default', async () => {
    expect(SLOW_DELAY_MS).toBe(2000);
    applyScenario('content:slow');
    const started = performance.now();
    const { status, body } = await getContent('/products?filters[type][$eq]=featured');
    expect(performance.now() - started).toBeGreaterThanOrEqual(1950);
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
  });

  it('empty: content answers empty lists and 404 for any product', async () => {
    applyScenario('content:empty');
    const list = await getContent<ListBody>('/products?populate=*');
    expect(list.status).toBe(200);
    expect(list.body).toEqual({
      data: [],
      meta: { pagination: { page: 1, pageSize: 25, pageCount: 0, total: 0 } },
    });
    expect(
      (await getContent<ListBody>('/sub-categories?filters[categories][id][$eq]=1')).body.data,
    ).toEqual([]);
    expect((await getContent<ItemBody>(`/products/${documentIdOf('product', 99)}`)).status).toBe(
      404,
    );
    // The token is still checked: without one, unauthorized, as our Strapi 5 answers.
    expect((await getContent('/products', testEndpoints, {})).status).toBe(401);
  });

  it('empty: shop accepts no code, but checkout still works', async () => {
    applyScenario('shop:empty');
    for (const record of prizeCodes) {
      expect((await getJson(`${shop}/varifyCode/${record.code}`)).status).toBe(404);
    }
    const session = await postJson(`${shop}/create-checkout-session`, {
      products: [
        {
          title: 'Date Chips',
          price: 9.5,
          name: 'Date Chips',
          quantity: 1,
          brand: 'Rimal',
          product_id: 100,
        },
        { title: 'Delivery', price: 20, name: 'Delivery', quantity: 1, brand: 'Rimal' },
      ],
      code: null,
    });
    expect(session.status).toBe(200);
  });

  it('changed: content serves the updated catalog, 404 for the withdrawn product', async () => {
    applyScenario('content:changed');
    const product = (id: number) =>
      getContent<{ data: Record<string, unknown> }>(`/products/${documentIdOf('product', id)}`);
    expect((await product(99)).body.data).toMatchObject({ price: 27, oldprice: 37.5 });
    expect((await product(90)).body.data.outofstock).toBe(true);
    expect((await product(96)).body.data.max_order_qut).toBe(1);
    const withdrawn = await getContent<StrapiErrorView>(
      `/products/${documentIdOf('product', 103)}`,
    );
    expect(withdrawn.status).toBe(404);
    expect(withdrawn.body.error.name).toBe('NotFoundError');
    const listed = await getContent<ListBody>('/products?pagination[pageSize]=100');
    expect(idsOf(listed.body)).not.toContain(103);
    expect(idsOf(listed.body)).toContain(99);
  });

  it('changed: the shop API prices from the changed catalog too', async () => {
    applyScenario('content:changed');
    expect(await sessionReason(cartOf([[99, 2]]))).toBe('pricesChanged');
    expect(await sessionReason(cartOf([[99, 2]], changedCatalog))).toBe('opened');
    expect(await sessionReason(cartOf([[90, 1]]))).toBe('soldOut');
    expect(await sessionReason(cartOf([[103, 1]]))).toBe('removed');
    expect(await sessionReason(cartOf([[96, 2]]))).toBe('quantityAboveCap');
  });

  it('changed: a shop scenario still wins over the changed catalog', async () => {
    applyScenario('content:changed,shop:error');
    const refused = await postJson(
      `${shop}/create-checkout-session`,
      sessionBody(cartOf([[99, 2]])),
    );
    expect(refused.status).toBe(500);
    server.resetHandlers();
    applyScenario('content:changed,shop:slow', 1);
    expect(await sessionReason(cartOf([[99, 2]]))).toBe('pricesChanged');
    server.resetHandlers();
    applyScenario('content:changed,shop:empty');
    expect(await sessionReason(cartOf([[99, 2]]))).toBe('pricesChanged');
  });

  it('changed: other groups ignore it', async () => {
    applyScenario({ shop: 'changed', mail: 'changed' });
    expect(await sessionReason(cartOf([[99, 2]]))).toBe('opened');
    expect((await probes.mail()).status).toBe(200);
  });

  it('empty: mail answers an empty list of uploaded files', async () => {
    applyScenario('mail:empty');
    const response = await probes.mail();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it('is undone by resetHandlers()', async () => {
    applyScenario('all:error');
    expect((await probes.content()).status).toBe(500);
    server.resetHandlers();
    for (const group of scenarioGroups) expect((await probes[group]()).status).toBe(200);
  });

  it('switches each group independently (every group x mode)', async () => {
    const expectations: Record<ScenarioMode, (response: Promise<Response>) => Promise<void>> = {
      normal: async (response) => expect((await response).status).toBe(200),
      slow: async (response) => expect((await response).status).toBe(200),
      error: async (response) => expect((await response).status).toBe(500),
      network: async (response) => {
        await expect(response).rejects.toThrow(TypeError);
      },
      empty: async (response) => {
        const answer = await response;
        expect([200, 404]).toContain(answer.status);
      },
      changed: async (response) => expect((await response).status).toBe(200),
    };
    for (const group of scenarioGroups) {
      for (const mode of scenarioModes) {
        server.resetHandlers();
        applyScenario({ [group]: mode }, 1);
        await expectations[mode](probes[group]());
      }
    }
  });
});

/** Opens a checkout session for the lines; `opened`, or the reason of the 409. */
async function sessionReason(lines: Parameters<typeof sessionBody>[0]): Promise<string> {
  const answer = await postJson(`${shop}/create-checkout-session`, sessionBody(lines));
  if (answer.status === 200) return 'opened';
  expect(answer.status).toBe(409);
  return String(answer.body.reason);
}

describe('storyScenario', () => {
  it('content:changed puts the changed catalog in front of content and shop', async () => {
    const { handlers } = storyScenario('content:changed', testEndpoints);
    server.resetHandlers(...handlers.content, ...handlers.shop, ...handlers.mail);
    try {
      expect((await getContent<StrapiErrorView>('/products/103')).status).toBe(404);
      expect(await sessionReason(cartOf([[99, 2]]))).toBe('pricesChanged');
      expect(await sessionReason(cartOf([[99, 2]], changedCatalog))).toBe('opened');
    } finally {
      server.resetHandlers();
    }
  });

  it('groups the handlers per service, scenario first', () => {
    const { handlers } = storyScenario('shop:error', testEndpoints);
    expect(Object.keys(handlers)).toEqual(['content', 'shop', 'mail']);
    const normal = storyScenario({}, testEndpoints).handlers;
    expect(handlers.shop.length).toBe(normal.shop.length + 1);
    expect(handlers.content.length).toBe(normal.content.length);
  });

  it('answers as the scenario says when its handlers are the only ones', async () => {
    const { handlers } = storyScenario('content:empty', testEndpoints);
    server.resetHandlers(...handlers.content, ...handlers.shop, ...handlers.mail);
    try {
      expect((await getContent<ListBody>('/products')).body.data).toEqual([]);
      expect((await probes.shop()).status).toBe(200);
    } finally {
      server.resetHandlers();
    }
  });
});
