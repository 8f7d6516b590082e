/**
 * What the demo back ends remember between requests: checkout sessions, order references,
 * orders, used prize codes, and the mail log. It lives in a `StateStore`: sessionStorage in a
 * browser (so a reload in the middle of checkout keeps the session, docs/demo-catalog.md §3.2) and
 * memory in Node.
 */

export type SessionStatus = 'open' | 'complete' | 'expired';

export interface CheckoutLine {
  title: string;
  name: string;
  price: number;
  quantity: number;
  brand: string;
  /** The catalog product the item charges for; the delivery item has none. */
  product_id?: number;
}

export interface CheckoutSession {
  id: string;
  clientSecret: string;
  status: SessionStatus;
  products: CheckoutLine[];
  /** Sum of price x quantity, in AED. */
  amountTotal: number;
  currency: 'aed';
  createdAt: string;
  expiresAt: string;
  paidAt: string | null;
  /** Last four digits of the card that paid. */
  cardLast4: string | null;
  /**
   * The prize code this session was priced with. Its payment spends it (`codeSpent`); a
   * session opened before that, with the same code, can then no longer be paid.
   */
  prizeCode: string | null;
  /** True once this session's payment has spent `prizeCode`; absent in older saved states. */
  codeSpent?: boolean;
  /** The site's language the session was opened in (`language` of its body), when it sent one. */
  language?: string;
}

export interface OrderRecord {
  id: number;
  receivedAt: string;
  sessionId: string | null;
  prizeCode: string | null;
  body: Record<string, unknown>;
}

import type { MailKind } from '@rimal/core';

export type { MailKind };

export interface MailOutboxEntry {
  id: number;
  kind: MailKind;
  receivedAt: string;
  body: Record<string, unknown>;
}

export interface UploadedFileRecord {
  id: number;
  name: string;
  url: string;
  size: number;
  mime: string;
}

export interface MockState {
  version: 1;
  sessions: Record<string, CheckoutSession>;
  orderRefs: OrderRecord[];
  /** Confirmed orders by checkout session id. */
  orders: Record<string, OrderRecord>;
  usedCodes: string[];
  /** The code of the latest successful `varifyCode`, until an order spends it. */
  lastVerifiedCode: string | null;
  outbox: MailOutboxEntry[];
  uploads: UploadedFileRecord[];
  lastId: number;
}

/** Where the state is kept. */
export interface StateStore {
  readonly kind: 'memory' | 'sessionStorage';
  load(): unknown;
  save(state: MockState): void;
  clear(): void;
}

export const STATE_STORAGE_KEY = 'rimal-demo-backends';

export function freshState(): MockState {
  return {
    version: 1,
    sessions: {},
    orderRefs: [],
    orders: {},
    usedCodes: [],
    lastVerifiedCode: null,
    outbox: [],
    uploads: [],
    lastId: 0,
  };
}

/**
 * Keeps the one state object itself: handlers change it in place, so a request costs what it
 * touches, never a copy of everything remembered (a 19 MB order reference made every
 * `session-status` copy 19 MB twice).
 */
export function createMemoryStore(): StateStore {
  let saved: MockState | undefined;
  return {
    kind: 'memory',
    load: () => saved,
    save: (state) => {
      saved = state;
    },
    clear: () => {
      saved = undefined;
    },
  };
}

/** The subset of the Web Storage API the store needs. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function createSessionStorageStore(
  storage: StorageLike,
  key: string = STATE_STORAGE_KEY,
): StateStore {
  return {
    kind: 'sessionStorage',
    load: () => {
      const raw = storage.getItem(key);
      if (raw === null) return undefined;
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        return undefined;
      }
    },
    save: (state) => storage.setItem(key, JSON.stringify(state)),
    clear: () => storage.removeItem(key),
  };
}

/** sessionStorage when the page has one that works (it throws in some sandboxed frames). */
export function defaultStateStore(): StateStore {
  try {
    const storage = (globalThis as { sessionStorage?: Storage }).sessionStorage;
    if (storage) {
      const probe = `${STATE_STORAGE_KEY}:probe`;
      storage.setItem(probe, '1');
      storage.removeItem(probe);
      return createSessionStorageStore(storage);
    }
  } catch {
    // Storage blocked: fall back to memory.
  }
  return createMemoryStore();
}

/**
 * How much the demo back ends remember; past a limit the oldest entries go first. Each list
 * (sessions, orders, order references, mail log, uploads) keeps at most `entries`, the bodies
 * of each of orders, order references and mails at most `recordBytes` of JSON, and the
 * uploaded files at most `uploadBytes`. The newest entry always stays.
 */
export const STATE_LIMITS = {
  entries: 1000,
  recordBytes: 32 * 1024 * 1024,
  uploadBytes: 64 * 1024 * 1024,
} as const;

let store: StateStore | undefined;
/** File contents by upload id, oldest first; memory only (sessionStorage is too small for photos). */
const uploadedBodies = new Map<number, Blob>();
let uploadedBytes = 0;
/** JSON size of each record body, measured once. */
const recordSizes = new WeakMap<object, number>();

export function getStateStore(): StateStore {
  store ??= defaultStateStore();
  return store;
}

/** Chooses where the demo back ends keep their state (tests use this to simulate a reload). */
export function setStateStore(next: StateStore): void {
  store = next;
}

function isMockState(value: unknown): value is MockState {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { version?: unknown }).version === 1 &&
    typeof (value as { sessions?: unknown }).sessions === 'object'
  );
}

/**
 * The current state. In memory this is the live object, not a copy: read it, and change it
 * only through `updateState`. The getters below (`mailOutbox()` ...) answer copies.
 */
export function readState(): MockState {
  const loaded = getStateStore().load();
  if (!isMockState(loaded)) return freshState();
  // A state saved by an older build may lack a list: fill it in place rather than copy.
  const defaults = freshState() as unknown as Record<string, unknown>;
  const target = loaded as unknown as Record<string, unknown>;
  for (const key of Object.keys(defaults)) {
    if (target[key] === undefined) target[key] = defaults[key];
  }
  return loaded;
}

function dropUpload(id: number): void {
  const body = uploadedBodies.get(id);
  if (!body) return;
  uploadedBytes -= body.size;
  uploadedBodies.delete(id);
}

function recordSize(record: { body: unknown }): number {
  const body = record.body;
  if (typeof body !== 'object' || body === null) return JSON.stringify(body ?? null).length;
  let size = recordSizes.get(body);
  if (size === undefined) {
    size = JSON.stringify(body).length;
    recordSizes.set(body, size);
  }
  return size;
}

const uploadSize = (record: UploadedFileRecord) => record.size;

/**
 * How many entries, oldest first, to forget so that at most `STATE_LIMITS.entries` are left
 * and, with `size`, the rest fit `budget`; the newest always stays.
 */
function overflow<T>(entries: readonly T[], size?: (entry: T) => number, budget = 0): number {
  const byCount = Math.max(0, entries.length - STATE_LIMITS.entries);
  if (!size) return byCount;
  let total = 0;
  for (let index = entries.length - 1; index >= byCount; index -= 1) {
    total += size(entries[index] as T);
    if (total > budget && index < entries.length - 1) return index + 1;
  }
  return byCount;
}

function trimList<T>(list: T[], size?: (entry: T) => number, budget?: number): T[] {
  return list.splice(0, overflow(list, size, budget));
}

function trimRecord<T>(record: Record<string, T>, size?: (entry: T) => number, budget?: number) {
  const keys = Object.keys(record);
  const drop = overflow(
    keys.map((key) => record[key] as T),
    size,
    budget,
  );
  for (const key of keys.slice(0, drop)) Reflect.deleteProperty(record, key);
}

/** Forgets the oldest entries past `STATE_LIMITS` (string keys keep their insertion order). */
function enforceLimits(state: MockState): void {
  trimRecord(state.sessions);
  trimRecord(state.orders, recordSize, STATE_LIMITS.recordBytes);
  trimList(state.orderRefs, recordSize, STATE_LIMITS.recordBytes);
  trimList(state.outbox, recordSize, STATE_LIMITS.recordBytes);
  for (const record of trimList(state.uploads, uploadSize, STATE_LIMITS.uploadBytes)) {
    dropUpload(record.id);
  }
}

/**
 * Applies a change to the state in place and saves it; returns what the change returns.
 * There is no rollback: a change that refuses must throw before it changes anything.
 */
export function updateState<T>(change: (state: MockState) => T): T {
  const state = readState();
  const result = change(state);
  enforceLimits(state);
  getStateStore().save(state);
  return result;
}

export function nextId(state: MockState): number {
  state.lastId += 1;
  return state.lastId;
}

/** Forgets every session, order, used code, mail and upload. */
export function resetMockState(): void {
  getStateStore().clear();
  uploadedBodies.clear();
  uploadedBytes = 0;
}

/** Register and sendmail bodies received so far, oldest first. */
export function mailOutbox(): MailOutboxEntry[] {
  return structuredClone(readState().outbox);
}

/** File records answered by the upload endpoint so far. */
export function mailUploads(): UploadedFileRecord[] {
  return structuredClone(readState().uploads);
}

/** Order references (`create_order_ref`) received so far. */
export function shopOrderRefs(): OrderRecord[] {
  return structuredClone(readState().orderRefs);
}

/** Confirmed orders (`create_order`), oldest first. */
export function shopOrders(): OrderRecord[] {
  return structuredClone(Object.values(readState().orders).sort((a, b) => a.id - b.id));
}

/** Prize codes spent by confirmed orders. */
export function usedPrizeCodes(): string[] {
  return [...readState().usedCodes];
}

/**
 * The entry of `record` under a key that came from a request; only its own entries count, so
 * `__proto__` or `constructor` never finds the prototype.
 */
export function ownEntry<T>(record: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

export function checkoutSession(sessionId: string): CheckoutSession | undefined {
  const session = ownEntry(readState().sessions, sessionId);
  return session && structuredClone(session);
}

/** Keeps an uploaded file's contents; the oldest files go past `STATE_LIMITS`. */
export function rememberUploadedBody(id: number, body: Blob): void {
  dropUpload(id);
  uploadedBodies.set(id, body);
  uploadedBytes += body.size;
  for (const [oldest] of uploadedBodies) {
    const full =
      uploadedBytes > STATE_LIMITS.uploadBytes || uploadedBodies.size > STATE_LIMITS.entries;
    if (!full || oldest === id) break;
    dropUpload(oldest);
  }
}

export function uploadedBody(id: number): Blob | undefined {
  return uploadedBodies.get(id);
}
