import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CARDS, sessionIdFromClientSecret } from './handlers/shop';
import {
  createMemoryStore,
  createSessionStorageStore,
  defaultStateStore,
  readState,
  resetMockState,
  setStateStore,
  STATE_STORAGE_KEY,
  updateState,
} from './state';
import type { StorageLike } from './state';
import { cartOf, sessionBody } from './testing/checkout';
import { getJson, postJson, testEndpoints, withDemoServer } from './testing/demoServer';

/** A stand-in for window.sessionStorage that survives a simulated reload. */
function fakeSessionStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('state stores', () => {
  it('uses memory in Node, where there is no sessionStorage', () => {
    expect(defaultStateStore().kind).toBe('memory');
  });

  it('uses sessionStorage when the page has one', () => {
    const storage = fakeSessionStorage();
    const global = globalThis as { sessionStorage?: unknown };
    global.sessionStorage = storage;
    try {
      expect(defaultStateStore().kind).toBe('sessionStorage');
    } finally {
      delete global.sessionStorage;
    }
  });

  it('falls back to a fresh state when the stored JSON is corrupt or from another version', () => {
    const storage = fakeSessionStorage();
    setStateStore(createSessionStorageStore(storage));
    storage.data.set(STATE_STORAGE_KEY, '{not json');
    expect(readState().sessions).toEqual({});
    storage.data.set(STATE_STORAGE_KEY, JSON.stringify({ version: 0, sessions: { a: 1 } }));
    expect(readState().sessions).toEqual({});
    setStateStore(createMemoryStore());
  });

  it('keeps memory copies apart from callers', () => {
    setStateStore(createMemoryStore());
    updateState((state) => state.usedCodes.push('WINGOLD001'));
    const copy = readState();
    copy.usedCodes.push('WINPHONE01');
    expect(readState().usedCodes).toEqual(['WINGOLD001']);
    resetMockState();
    expect(readState().usedCodes).toEqual([]);
  });
});

describe('a reload in the middle of checkout (sessionStorage)', () => {
  withDemoServer();
  const storage = fakeSessionStorage();
  beforeAll(() => setStateStore(createSessionStorageStore(storage)));
  afterAll(() => setStateStore(createMemoryStore()));

  it('still knows the session, pays it and reports it complete', async () => {
    const shop = testEndpoints.shop;
    const created = await postJson<{ clientSecret: string }>(
      `${shop}/create-checkout-session`,
      sessionBody(cartOf([[99, 1]])),
    );
    const sessionId = sessionIdFromClientSecret(created.body.clientSecret) ?? '';
    expect(storage.data.get(STATE_STORAGE_KEY)).toContain(sessionId);

    // The page reloads: a new store object over the same sessionStorage.
    setStateStore(createSessionStorageStore(storage));

    expect((await getJson(`${shop}/session-status?session_id=${sessionId}`)).body).toEqual({
      status: 'open',
    });
    const paid = await postJson(`${shop}/demo/pay`, {
      clientSecret: created.body.clientSecret,
      cardNumber: DEMO_CARDS.pays,
      expiry: '12/34',
      cvc: '123',
    });
    expect(paid.status).toBe(200);
    setStateStore(createSessionStorageStore(storage));
    expect((await getJson(`${shop}/session-status?session_id=${sessionId}`)).body).toEqual({
      status: 'complete',
    });
  });
});
