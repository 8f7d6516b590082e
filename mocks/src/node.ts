import { setupServer } from 'msw/node';
import type { SetupServer } from 'msw/node';
import { demoEndpointsAt } from './endpoints';
import type { DemoEndpoints } from './endpoints';
import { createHandlers } from './handlers';
import { scenarioHandlers } from './scenarios';
import type { ScenarioInput } from './scenarios';

/** Where node tests reach the demo back ends by default (MSW in Node needs absolute URLs). */
export const nodeDemoEndpoints: DemoEndpoints = demoEndpointsAt('http://localhost');

/**
 * An MSW server answering as the demo back ends, for tests in Node:
 * `const server = createMockServer(); server.listen()`; switch a scenario with
 * `server.use(...scenarioHandlers('shop:error', endpoints))`.
 */
export function createMockServer(
  endpoints: DemoEndpoints = nodeDemoEndpoints,
  scenarios?: ScenarioInput,
): SetupServer {
  return setupServer(...scenarioHandlers(scenarios, endpoints), ...createHandlers(endpoints));
}

export { startMockHttpServer } from './server/http';
export type { MockHttpServer, MockHttpServerOptions } from './server/http';
