/**
 * Switches for each demo back end (docs/demo-catalog.md §5), so every loading, error and
 * empty state of docs/requirements.md §4 and §8 can be shown: per group `content | shop | mail`,
 * one of `normal | slow | error | network | empty`.
 */
import { delay, http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import { emptyCatalog } from './catalog';
import { demoEndpoints, trimSlash } from './endpoints';
import type { DemoEndpoints } from './endpoints';
import { createHandlerGroups } from './handlers';
import type { HandlerGroup, HandlerGroups } from './handlers';
import { createContentHandlers } from './handlers/content';
import { createShopHandlers } from './handlers/shop';

export const scenarioGroups = [
  'content',
  'shop',
  'mail',
] as const satisfies readonly HandlerGroup[];

export const scenarioModes = ['normal', 'slow', 'error', 'network', 'empty'] as const;

export type ScenarioMode = (typeof scenarioModes)[number];

/** The mode of each group; a group left out is `normal`. */
export type ScenarioMap = Partial<Record<HandlerGroup, ScenarioMode>>;

/** A map, or its text form as in `?demo=content:slow,shop:error`. */
export type ScenarioInput = ScenarioMap | string | null | undefined;

export const SLOW_DELAY_MS = 2000;

export interface ScenarioOptions {
  /** Delay of the `slow` mode. @default 2000 */
  slowDelayMs?: number;
}

const isGroup = (value: string): value is HandlerGroup =>
  (scenarioGroups as readonly string[]).includes(value);
const isMode = (value: string): value is ScenarioMode =>
  (scenarioModes as readonly string[]).includes(value);

/**
 * Reads `content:slow,shop:error`. A bare mode (`error`) or `all:<mode>` sets every group;
 * later entries win; unknown groups or modes are ignored, so a mistyped URL still loads.
 */
export function parseDemoParam(value: string | null | undefined): ScenarioMap {
  const map: ScenarioMap = {};
  for (const entry of (value ?? '').split(/[,;\s]+/)) {
    const [first = '', second] = entry.trim().toLowerCase().split(':');
    const group = second === undefined ? 'all' : first;
    const mode = second === undefined ? first : second;
    if (!isMode(mode)) continue;
    if (group === 'all' || group === '*') scenarioGroups.forEach((each) => (map[each] = mode));
    else if (isGroup(group)) map[group] = mode;
  }
  return map;
}

/** The text form of a scenario map, the inverse of `parseDemoParam`. */
export function formatDemoParam(map: ScenarioMap): string {
  return scenarioGroups
    .filter((group) => map[group] && map[group] !== 'normal')
    .map((group) => `${group}:${map[group]}`)
    .join(',');
}

export function toScenarioMap(input: ScenarioInput): ScenarioMap {
  return typeof input === 'string' || input === null || input === undefined
    ? parseDemoParam(input)
    : input;
}

const baseOf = (group: HandlerGroup, endpoints: DemoEndpoints) => trimSlash(endpoints[group]);

function serverError(group: HandlerGroup): Response {
  const body =
    group === 'content'
      ? {
          data: null,
          error: {
            status: 500,
            name: 'InternalServerError',
            message: 'Internal Server Error',
            details: {},
          },
        }
      : { error: 'internal_error', message: 'Internal Server Error' };
  return HttpResponse.json(body, { status: 500 });
}

function emptyHandlers(group: HandlerGroup, endpoints: DemoEndpoints): HttpHandler[] {
  switch (group) {
    case 'content':
      return createContentHandlers(endpoints, emptyCatalog);
    case 'shop':
      return createShopHandlers(endpoints, { prizeCodes: [] });
    case 'mail':
      return [http.post(`${baseOf('mail', endpoints)}/upload`, () => HttpResponse.json([]))];
  }
}

function groupScenario(
  group: HandlerGroup,
  mode: ScenarioMode,
  endpoints: DemoEndpoints,
  options: ScenarioOptions,
): HttpHandler[] {
  const everything = `${baseOf(group, endpoints)}/*`;
  switch (mode) {
    case 'normal':
      return [];
    case 'slow':
      // Waits, then falls through to the handlers behind it.
      return [
        http.all(everything, async () => {
          await delay(options.slowDelayMs ?? SLOW_DELAY_MS);
        }),
      ];
    case 'error':
      return [http.all(everything, () => serverError(group))];
    case 'network':
      return [http.all(everything, () => HttpResponse.error())];
    case 'empty':
      return emptyHandlers(group, endpoints);
  }
}

/** Handlers to put in front of the normal ones (`worker.use(...)`, `server.use(...)`). */
export function scenarioHandlers(
  input: ScenarioInput,
  endpoints: DemoEndpoints = demoEndpoints,
  options: ScenarioOptions = {},
): HttpHandler[] {
  const map = toScenarioMap(input);
  return scenarioGroups.flatMap((group) =>
    groupScenario(group, map[group] ?? 'normal', endpoints, options),
  );
}

/**
 * Handlers of the demo back ends with a scenario applied, grouped per service. Stories
 * use it as `parameters: { msw: storyScenario('content:empty') }`; msw-storybook-addon
 * merges the groups by name, so a story may also override a single group.
 */
export function storyScenario(
  input: ScenarioInput = {},
  endpoints: DemoEndpoints = demoEndpoints,
  options: ScenarioOptions = {},
): { handlers: HandlerGroups } {
  const map = toScenarioMap(input);
  const normal = createHandlerGroups(endpoints);
  const withScenario = (group: HandlerGroup) => [
    ...groupScenario(group, map[group] ?? 'normal', endpoints, options),
    ...normal[group],
  ];
  return {
    handlers: {
      content: withScenario('content'),
      shop: withScenario('shop'),
      mail: withScenario('mail'),
    },
  };
}
