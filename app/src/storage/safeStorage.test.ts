import { describe, expect, it, vi } from 'vitest';
import { createSafeStorage } from './safeStorage';

/** A Web Storage in memory whose methods can be made to throw, as browsers do. */
function browserStorage({ refuseWrites = false } = {}) {
  const items = new Map<string, string>();
  const storage = {
    refuseWrites,
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem(key: string, value: string) {
      if (storage.refuseWrites)
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
  };
  return { storage, items };
}

describe('createSafeStorage', () => {
  it('stores in the real storage when it works, leaving no test write behind', () => {
    const { storage, items } = browserStorage();
    const safe = createSafeStorage(() => storage);
    safe.setItem('root', 'cart');
    expect(items).toEqual(new Map([['root', 'cart']]));
    expect(safe.getItem('root')).toBe('cart');
    safe.removeItem('root');
    expect(items.size).toBe(0);
    expect(safe.remembers).toBe(true);
  });

  it('keeps data in memory when reaching the storage throws (blocked, private mode)', () => {
    const safe = createSafeStorage(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    expect(safe.remembers).toBe(false);
    expect(safe.getItem('root')).toBeNull();
    safe.setItem('root', 'cart');
    expect(safe.getItem('root')).toBe('cart');
    safe.removeItem('root');
    expect(safe.getItem('root')).toBeNull();
  });

  it('keeps data in memory when there is no storage at all', () => {
    const safe = createSafeStorage(() => undefined);
    safe.setItem('rimal.lang', 'ar');
    expect(safe.getItem('rimal.lang')).toBe('ar');
    expect(safe.remembers).toBe(false);
  });

  it('keeps data in memory when the test write fails (no quota at all)', () => {
    const { storage, items } = browserStorage({ refuseWrites: true });
    const safe = createSafeStorage(() => storage);
    expect(safe.remembers).toBe(false);
    safe.setItem('root', 'cart');
    expect(safe.getItem('root')).toBe('cart');
    expect(items.size).toBe(0);
  });

  it('moves to memory, keeping what was stored, when a later write fails (quota full)', () => {
    const { storage } = browserStorage();
    const safe = createSafeStorage(() => storage);
    safe.setItem('rimal.lang', 'ja');
    const listener = vi.fn();
    safe.subscribe(listener);
    storage.refuseWrites = true;

    safe.setItem('root', 'a big cart');

    expect(safe.remembers).toBe(false);
    expect(listener).toHaveBeenCalledOnce();
    expect(safe.getItem('root')).toBe('a big cart');
    expect(safe.getItem('rimal.lang')).toBe('ja');
  });

  it('reads nothing, without throwing, when a read throws', () => {
    const { storage } = browserStorage();
    const safe = createSafeStorage(() => storage);
    storage.getItem = () => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    };
    expect(safe.getItem('root')).toBeNull();
  });

  it('stops telling a listener once it unsubscribes', () => {
    const { storage } = browserStorage();
    const safe = createSafeStorage(() => storage);
    const listener = vi.fn();
    safe.subscribe(listener)();
    storage.refuseWrites = true;
    safe.setItem('root', 'cart');
    expect(listener).not.toHaveBeenCalled();
  });
});
