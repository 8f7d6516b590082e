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
  /** The prize code verified before this session opened; spent when its order is placed. */
  prizeCode: string | null;
}

export interface OrderRecord {
  id: number;
  receivedAt: string;
  sessionId: string | null;
  prizeCode: string | null;
  body: Record<string, unknown>;
}

export type MailKind = 'register' | 'sendmail';

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

export function createMemoryStore(): StateStore {
  let saved: MockState | undefined;
  return {
    kind: 'memory',
    load: () => (saved ? structuredClone(saved) : undefined),
    save: (state) => {
      saved = structuredClone(state);
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

let store: StateStore | undefined;
/** File contents by upload id; memory only (sessionStorage is too small for photos). */
const uploadedBodies = new Map<number, Blob>();

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

/** A copy of the current state. */
export function readState(): MockState {
  const loaded = getStateStore().load();
  return isMockState(loaded) ? { ...freshState(), ...loaded } : freshState();
}

/** Applies a change to the state and saves it; returns what the change returns. */
export function updateState<T>(change: (state: MockState) => T): T {
  const state = readState();
  const result = change(state);
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
}

/** Register and sendmail bodies received so far, oldest first. */
export function mailOutbox(): MailOutboxEntry[] {
  return readState().outbox;
}

/** File records answered by the upload endpoint so far. */
export function mailUploads(): UploadedFileRecord[] {
  return readState().uploads;
}

/** Order references (`create_order_ref`) received so far. */
export function shopOrderRefs(): OrderRecord[] {
  return readState().orderRefs;
}

/** Confirmed orders (`create_order`), oldest first. */
export function shopOrders(): OrderRecord[] {
  return Object.values(readState().orders).sort((a, b) => a.id - b.id);
}

/** Prize codes spent by confirmed orders. */
export function usedPrizeCodes(): string[] {
  return readState().usedCodes;
}

export function checkoutSession(sessionId: string): CheckoutSession | undefined {
  return readState().sessions[sessionId];
}

export function rememberUploadedBody(id: number, body: Blob): void {
  uploadedBodies.set(id, body);
}

export function uploadedBody(id: number): Blob | undefined {
  return uploadedBodies.get(id);
}
