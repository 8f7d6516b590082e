import { describe, expect, it, vi } from 'vitest';
import { createReloadOnce, RELOADED_KEY } from './reloadOnce';

/** A session storage of this tab, in memory; `reloaded` starts it with the note already set. */
function memoryStorage(reloaded = false): Storage {
  const items = new Map<string, string>(reloaded ? [[RELOADED_KEY, 'earlier']] : []);
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

const blocked = (): Storage => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

describe('reloading the page for a new version', () => {
  it('reloads the first time in a session and notes it in the session storage', () => {
    const storage = memoryStorage();
    const load = vi.fn();
    const reload = createReloadOnce({ storage: () => storage, load });

    expect(reload.outlook()).toBe('reloading');
    expect(load).not.toHaveBeenCalled();
    expect(reload.request()).toBe('reloading');

    expect(load).toHaveBeenCalledOnce();
    expect(load).toHaveBeenCalledWith(undefined);
    expect(storage.getItem(RELOADED_KEY)).not.toBeNull();
    expect(storage.length).toBe(1);
  });

  it('loads the page that was asked for when given its address', () => {
    const load = vi.fn();
    const storage = memoryStorage();
    createReloadOnce({ storage: () => storage, load }).request('/product/99');
    expect(load).toHaveBeenCalledWith('/product/99');
  });

  it('asks only once while the reload is on its way, however many files fail', () => {
    const load = vi.fn();
    const storage = memoryStorage();
    const reload = createReloadOnce({ storage: () => storage, load });
    reload.request('/product/99');
    expect(reload.request()).toBe('reloading');
    expect(reload.outlook()).toBe('reloading');
    expect(load).toHaveBeenCalledOnce();
  });

  it('stays after the page has reloaded once in this session', () => {
    const load = vi.fn();
    const storage = memoryStorage(true);
    const reload = createReloadOnce({ storage: () => storage, load });
    expect(reload.outlook()).toBe('stay');
    expect(reload.request()).toBe('stay');
    expect(load).not.toHaveBeenCalled();
  });

  it('never reloads by itself where session storage is blocked, and does not throw', () => {
    const load = vi.fn();
    const reload = createReloadOnce({ storage: blocked, load });
    expect(reload.outlook()).toBe('stay');
    expect(reload.request()).toBe('stay');
    expect(load).not.toHaveBeenCalled();
  });

  it('stays when the note cannot be written (a full quota)', () => {
    const load = vi.fn();
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
    const reload = createReloadOnce({ storage: () => storage, load });
    expect(reload.outlook()).toBe('stay');
    expect(reload.request()).toBe('stay');
    expect(load).not.toHaveBeenCalled();
  });
});
