import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_CARDS, sessionIdFromClientSecret } from './handlers/shop';
import {
  createMemoryStore,
  createSessionStorageStore,
  defaultStateStore,
  mailOutbox,
  mailUploads,
  nextId,
  readState,
  rememberUploadedBody,
  resetMockState,
  setStateStore,
  shopOrderRefs,
  STATE_LIMITS,
  STATE_STORAGE_KEY,
  updateState,
  uploadedBody,
  usedPrizeCodes,
} from './state';
import type { MockState, StorageLike } from './state';
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

  it('answers copies from its getters, so a caller cannot change what is remembered', () => {
    setStateStore(createMemoryStore());
    updateState((state) => {
      state.usedCodes.push('WINGOLD001');
      state.outbox.push({ id: nextId(state), kind: 'sendmail', receivedAt: '', body: { a: 1 } });
    });
    usedPrizeCodes().push('WINPHONE01');
    const [entry] = mailOutbox();
    if (entry) entry.body.a = 2;
    expect(usedPrizeCodes()).toEqual(['WINGOLD001']);
    expect(mailOutbox()[0]?.body).toEqual({ a: 1 });
    resetMockState();
    expect(usedPrizeCodes()).toEqual([]);
  });
});

describe('what the demo back ends remember is bounded, oldest first', () => {
  beforeAll(() => setStateStore(createMemoryStore()));
  afterAll(() => resetMockState());

  const mail = (state: MockState, body: Record<string, unknown> = {}) =>
    state.outbox.push({ id: nextId(state), kind: 'sendmail', receivedAt: '', body });

  it(`keeps the newest ${STATE_LIMITS.entries} entries of a list`, () => {
    resetMockState();
    for (let count = 0; count < STATE_LIMITS.entries + 5; count += 1) updateState(mail);
    const ids = mailOutbox().map((entry) => entry.id);
    expect(ids).toHaveLength(STATE_LIMITS.entries);
    expect(ids[0]).toBe(6);
    expect(ids.at(-1)).toBe(STATE_LIMITS.entries + 5);
  });

  it('keeps the newest checkout sessions', () => {
    resetMockState();
    updateState((state) => {
      for (let count = 0; count < STATE_LIMITS.entries + 2; count += 1) {
        const id = `cs${nextId(state)}x`;
        state.sessions[id] = { id } as MockState['sessions'][string];
      }
    });
    const ids = Object.keys(readState().sessions);
    expect(ids).toHaveLength(STATE_LIMITS.entries);
    expect(ids[0]).toBe('cs3x');
  });

  it('keeps order references within a byte budget, and always the newest', () => {
    resetMockState();
    const big = 'x'.repeat(Math.floor(STATE_LIMITS.recordBytes * 0.4));
    for (let count = 0; count < 4; count += 1) {
      updateState((state) => {
        state.orderRefs.push({
          id: nextId(state),
          receivedAt: '',
          sessionId: null,
          prizeCode: null,
          body: { big },
        });
      });
    }
    expect(readState().orderRefs.map((ref) => ref.id)).toEqual([3, 4]);
    const huge = 'x'.repeat(STATE_LIMITS.recordBytes + 1);
    updateState((state) => {
      state.orderRefs.push({
        id: nextId(state),
        receivedAt: '',
        sessionId: null,
        prizeCode: null,
        body: { huge },
      });
    });
    expect(readState().orderRefs.map((ref) => ref.id)).toEqual([5]);
  });

  it('keeps uploaded files within a byte budget, record and contents together', () => {
    resetMockState();
    const size = Math.floor(STATE_LIMITS.uploadBytes * 0.4);
    for (let count = 0; count < 4; count += 1) {
      updateState((state) => {
        const id = nextId(state);
        state.uploads.push({ id, name: `${id}.bin`, url: '', size, mime: 'application/pdf' });
        rememberUploadedBody(id, new Blob([new Uint8Array(size)]));
      });
    }
    expect(mailUploads().map((record) => record.id)).toEqual([3, 4]);
    expect([1, 2, 3, 4].map((id) => uploadedBody(id)?.size)).toEqual([
      undefined,
      undefined,
      size,
      size,
    ]);
  });
});

describe('a request never copies the whole state (memory store)', () => {
  withDemoServer();

  it('answers session-status 100 times with a 19 MB order reference stored, without copying it', async () => {
    const created = await postJson<{ clientSecret: string }>(
      `${testEndpoints.shop}/create-checkout-session`,
      sessionBody(cartOf([[99, 1]])),
    );
    const sessionId = sessionIdFromClientSecret(created.body.clientSecret) ?? '';
    const big = { note: 'x'.repeat(19 * 1024 * 1024) };
    updateState((state) => {
      state.orderRefs.push({
        id: nextId(state),
        receivedAt: '',
        sessionId,
        prizeCode: null,
        body: big,
      });
    });
    const before = readState();
    const clone = vi.spyOn(globalThis, 'structuredClone');
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      for (let count = 0; count < 100; count += 1) {
        const answer = await getJson(
          `${testEndpoints.shop}/session-status?session_id=${sessionId}`,
        );
        expect(answer.body).toEqual({ status: 'open' });
      }
      expect(clone).not.toHaveBeenCalled();
      const copied = stringify.mock.calls.filter(
        ([value]) => value === before || value === before.orderRefs || value === big,
      );
      expect(copied).toHaveLength(0);
    } finally {
      clone.mockRestore();
      stringify.mockRestore();
    }
    // Still the same objects: changed in place, never rebuilt from a copy.
    expect(readState()).toBe(before);
    expect(readState().orderRefs[0]?.body).toBe(big);
    expect(shopOrderRefs()[0]?.body).not.toBe(big);
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
