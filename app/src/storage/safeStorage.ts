/** Which Web Storage area: `local` outlives the visit, `session` lives as long as the tab. */
export type StorageArea = 'local' | 'session';

/**
 * Web Storage that never throws. Private modes, blocked cookies and a full quota make the real
 * one throw on access, on a write or on a read; the site then keeps its data in memory for this
 * visit instead of failing to start (a blank page).
 */
export interface SafeStorage extends Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  /** False once the data lives in memory only: it is gone when the page is reloaded or left. */
  readonly remembers: boolean;
  /** Calls `listener` when `remembers` turns false; returns a function that stops listening. */
  subscribe(listener: () => void): () => void;
}

const PROBE_KEY = 'rimal.storage-probe';

/** Everything `storage` holds, as far as it can still be read. */
function copyOf(storage: Storage | undefined): Map<string, string> {
  const items = new Map<string, string>();
  if (!storage) return items;
  try {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      const value = key === null ? null : storage.getItem(key);
      if (key !== null && value !== null) items.set(key, value);
    }
  } catch {
    // Unreadable now: what was stored is out of reach for this visit.
  }
  return items;
}

/** The storage `open` returns, checked with a test write; memory when any of it throws. */
function usable(open: () => Storage | null | undefined): Storage | undefined {
  try {
    const storage = open();
    if (!storage) return undefined;
    storage.setItem(PROBE_KEY, PROBE_KEY);
    storage.removeItem(PROBE_KEY);
    return storage;
  } catch {
    return undefined;
  }
}

/**
 * A `SafeStorage` over what `open` returns. Memory from the start when opening or a test write
 * fails; memory from then on, holding what was stored so far, when a later write fails.
 */
export function createSafeStorage(open: () => Storage | null | undefined): SafeStorage {
  let real = usable(open);
  let memory: Map<string, string> | undefined = real ? undefined : new Map();
  const listeners = new Set<() => void>();

  const forget = () => {
    memory = copyOf(real);
    real = undefined;
    for (const listener of listeners) listener();
  };

  return {
    get remembers() {
      return memory === undefined;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getItem(key) {
      if (memory) return memory.get(key) ?? null;
      try {
        return real?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      if (!memory) {
        try {
          real?.setItem(key, value);
          return;
        } catch {
          forget();
        }
      }
      memory?.set(key, value);
    },
    removeItem(key) {
      if (memory) {
        memory.delete(key);
        return;
      }
      try {
        real?.removeItem(key);
      } catch {
        // Removing failed: a stale value is read back at worst, never an error.
      }
    },
  };
}

const opened = new Map<StorageArea, SafeStorage>();

/** The one `SafeStorage` of this page for `area`; every module shares it, memory included. */
export function safeStorage(area: StorageArea): SafeStorage {
  let storage = opened.get(area);
  if (!storage) {
    storage = createSafeStorage(() =>
      area === 'local' ? globalThis.localStorage : globalThis.sessionStorage,
    );
    opened.set(area, storage);
  }
  return storage;
}
