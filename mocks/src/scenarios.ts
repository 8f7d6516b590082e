/**
 * Switches for each demo back end (docs/demo-catalog.md §5), so every loading, error and
 * empty state of docs/requirements.md §4 and §8 can be shown: per group `content | shop | mail`,
 * one of `normal | slow | error | network | empty`, and for content also `changed` (the catalog
 * after an editor's update, which the shop API then prices from too).
 */
import { delay, http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import { changedCatalog, demoCatalog, emptyCatalog } from './catalog';
import type { DemoCatalog } from './catalog';
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

export const scenarioModes = ['normal', 'slow', 'error', 'network', 'empty', 'changed'] as const;

export type ScenarioMode = (typeof scenarioModes)[number];

/** Modes only some groups know; every other group ignores them. */
const modeGroups: Partial<Record<ScenarioMode, readonly HandlerGroup[]>> = {
  changed: ['content'],
};

/** True when the group knows the mode. */
export function isGroupMode(group: HandlerGroup, mode: ScenarioMode): boolean {
  return modeGroups[mode]?.includes(group) ?? true;
}

/** The modes a group knows. */
export function scenarioModesOf(group: HandlerGroup): ScenarioMode[] {
  return scenarioModes.filter((mode) => isGroupMode(group, mode));
}

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
    const groups = group === 'all' || group === '*' ? scenarioGroups : [group].filter(isGroup);
    for (const each of groups) if (isGroupMode(each, mode)) map[each] = mode;
  }
  return map;
}

/** The text form of a scenario map, the inverse of `parseDemoParam`. */
export function formatDemoParam(map: ScenarioMap): string {
  return scenarioGroups
    .filter((group) => {
      const mode = map[group];
      return mode !== undefined && mode !== 'normal' && isGroupMode(group, mode);
    })
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

/** The catalog the content service serves under the scenario; the shop API prices from it. */
export function servedCatalog(input: ScenarioInput): DemoCatalog {
  switch (toScenarioMap(input).content) {
    case 'empty':
      return emptyCatalog;
    case 'changed':
      return changedCatalog;
    default:
      return demoCatalog;
  }
}

/**
 * The shop API when it must price from another catalog than the normal one; put in front of
 * the normal handlers, and behind the shop's own scenario (an error or a drop still wins).
 */
function repricedShop(endpoints: DemoEndpoints, catalog: DemoCatalog): HttpHandler[] {
  return catalog === demoCatalog ? [] : createShopHandlers(endpoints, { catalog });
}

function groupScenario(
  group: HandlerGroup,
  requested: ScenarioMode,
  endpoints: DemoEndpoints,
  options: ScenarioOptions,
  catalog: DemoCatalog,
): HttpHandler[] {
  const everything = `${baseOf(group, endpoints)}/*`;
  const mode = isGroupMode(group, requested) ? requested : 'normal';
  const repriced = group === 'shop' ? repricedShop(endpoints, catalog) : [];
  switch (mode) {
    case 'normal':
      return repriced;
    case 'slow':
      // Waits, then falls through to the handlers behind it.
      return [
        http.all(everything, async () => {
          await delay(options.slowDelayMs ?? SLOW_DELAY_MS);
        }),
        ...repriced,
      ];
    case 'error':
      return [http.all(everything, () => serverError(group))];
    case 'network':
      return [http.all(everything, () => HttpResponse.error())];
    case 'empty':
    case 'changed':
      switch (group) {
        case 'content':
          return createContentHandlers(endpoints, catalog);
        case 'shop':
          return createShopHandlers(endpoints, { prizeCodes: [], catalog });
        case 'mail':
          return [http.post(`${baseOf('mail', endpoints)}/upload`, () => HttpResponse.json([]))];
      }
  }
}

/** Handlers to put in front of the normal ones (`worker.use(...)`, `server.use(...)`). */
export function scenarioHandlers(
  input: ScenarioInput,
  endpoints: DemoEndpoints = demoEndpoints,
  options: ScenarioOptions = {},
): HttpHandler[] {
  const map = toScenarioMap(input);
  const catalog = servedCatalog(map);
  return scenarioGroups.flatMap((group) =>
    groupScenario(group, map[group] ?? 'normal', endpoints, options, catalog),
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
  const catalog = servedCatalog(map);
  const normal = createHandlerGroups(endpoints);
  const withScenario = (group: HandlerGroup) => [
    ...groupScenario(group, map[group] ?? 'normal', endpoints, options, catalog),
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
