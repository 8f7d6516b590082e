// Builders shared by the tests of this package; not part of the public API.
import type { CustomerDetails } from '../order';
import type { CartLine, PrizeRecord, Product } from '../types';

/** An English product; its `english` texts follow the overridden ones unless given. */
export function aProduct(overrides: Partial<Product> = {}): Product {
  const texts = {
    title: overrides.title ?? 'Date Truffle',
    desc: overrides.desc ?? 'Chocolate-covered dates filled with almond praline.',
    weight: overrides.weight ?? '250 g',
  };
  return {
    id: 1,
    ...texts,
    locale: 'en',
    english: texts,
    price: 30,
    oldprice: null,
    discount: false,
    discoamount: null,
    outofstock: false,
    img: '/demo-media/uploads/truffle.svg',
    img2: '/demo-media/uploads/truffle-2.svg',
    imgPath: '/uploads/truffle.svg',
    linkPreview: null,
    max_order_qut: 5,
    flash_sale: false,
    flash_sale_product_pcs: null,
    type: null,
    categoryIds: [1],
    subCategoryIds: [],
    ...overrides,
  };
}

export function aLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    id: 1,
    title: 'Date Truffle',
    desc: 'Chocolate-covered dates filled with almond praline.',
    weight: '250 g',
    price: 30,
    oldprice: null,
    outofstock: false,
    img: '/uploads/truffle.svg',
    quantity: 1,
    max_order_qut: 5,
    flash_sale: false,
    flash_sale_product_pcs: null,
    ...overrides,
  };
}

export function aPrize(winItemName: string | null = '50% Off on next order'): PrizeRecord {
  return { code: 'WIN50OFF01', userEmail: 'winner@example.com', winItemName, qr: null };
}

export function aCustomer(overrides: Partial<CustomerDetails> = {}): CustomerDetails {
  return {
    firstName: 'Layla',
    lastName: 'Haddad',
    email: 'layla@example.com',
    phone: '+971 50 123 4567',
    city: 'Dubai',
    address: 'Al Barsha 1',
    house: 'Villa 12',
    landmark: 'Near the mall',
    ...overrides,
  };
}

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: BodyInit | null | undefined;
}

/**
 * A fake fetch answering from a function of the call; it records each call. An answer of
 * `Error` rejects like a network failure.
 */
export function fakeFetch(answer: (call: RecordedCall) => Response | Error | Promise<Response>) {
  const calls: RecordedCall[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const call: RecordedCall = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string> | undefined) },
      body: init?.body,
    };
    calls.push(call);
    const result = await answer(call);
    if (result instanceof Error) {
      throw result;
    }
    return result;
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A promise the test settles by hand. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** For services a test replaces with .provide(): any call is a test failure. */
export function unused<T extends object>(): T {
  return new Proxy({} as T, {
    get: (_, name) => () => Promise.reject(new Error(`unexpected call to ${String(name)}`)),
  });
}
