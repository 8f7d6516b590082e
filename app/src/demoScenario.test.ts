import { describe, expect, it } from 'vitest';
import { DEMO_SCENARIO_KEY, demoScenarioForTab } from './demoScenario';

function memory() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('demoScenarioForTab', () => {
  it('takes ?demo= and remembers it for the tab', () => {
    const storage = memory();
    expect(demoScenarioForTab('?demo=content:slow,shop:error', storage)).toBe(
      'content:slow,shop:error',
    );
    expect(demoScenarioForTab('', storage)).toBe('content:slow,shop:error');
  });

  it('forgets the scenario with ?demo=normal', () => {
    const storage = memory();
    storage.setItem(DEMO_SCENARIO_KEY, 'mail:error');
    expect(demoScenarioForTab('?demo=normal', storage)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('is normal when nothing was ever chosen', () => {
    expect(demoScenarioForTab('?page=2', memory())).toBeNull();
  });
});
