/** Where the tab keeps the QA scenario chosen with `?demo=` (sessionStorage: this tab only). */
export const DEMO_SCENARIO_KEY = 'rimal.demo';

/**
 * The demo scenario for this page load: a `?demo=` parameter wins and is remembered for the
 * tab, so QA can follow links and reload without losing it; `?demo=normal` forgets it.
 */
export function demoScenarioForTab(
  search: string,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): string | null {
  const requested = new URLSearchParams(search).get('demo');
  if (requested === null) return storage.getItem(DEMO_SCENARIO_KEY);
  if (requested === '' || requested === 'normal') {
    storage.removeItem(DEMO_SCENARIO_KEY);
    return null;
  }
  storage.setItem(DEMO_SCENARIO_KEY, requested);
  return requested;
}
