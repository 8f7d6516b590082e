import { setupWorker } from 'msw/browser';
import type { SetupWorker } from 'msw/browser';
import { demoEndpoints } from './endpoints';
import type { DemoEndpoints } from './endpoints';
import { createHandlers } from './handlers';
import { scenarioHandlers, toScenarioMap } from './scenarios';
import type { ScenarioInput, ScenarioMap } from './scenarios';

export interface DemoWorkerOptions {
  /**
   * Scenario per back end. @default the page's `?demo=` parameter, e.g. `?demo=shop:error`
   */
  scenarios?: ScenarioInput;
  /** @default demoEndpoints (same-origin `/demo-api/...` paths) */
  endpoints?: DemoEndpoints;
  /** Hides MSW's console banner and request log. @default false */
  quiet?: boolean;
}

export interface DemoWorker {
  worker: SetupWorker;
  scenarios: ScenarioMap;
  /** Switches scenarios without a reload (replaces the previous switch). */
  setScenarios(input: ScenarioInput): void;
}

function demoParamOfPage(): string | null {
  return typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('demo');
}

/** Starts the demo back ends in the browser (demo mode: no `VITE_*` back-end variables set). */
export async function startDemoWorker(options: DemoWorkerOptions = {}): Promise<DemoWorker> {
  const endpoints = options.endpoints ?? demoEndpoints;
  const worker = setupWorker(...createHandlers(endpoints));
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: options.quiet ?? false,
  });
  const demo: DemoWorker = {
    worker,
    scenarios: {},
    setScenarios(input) {
      demo.scenarios = toScenarioMap(input);
      worker.resetHandlers();
      worker.use(...scenarioHandlers(demo.scenarios, endpoints));
    },
  };
  demo.setScenarios(options.scenarios === undefined ? demoParamOfPage() : options.scenarios);
  return demo;
}
