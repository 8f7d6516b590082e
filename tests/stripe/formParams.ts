import { invalidRequest } from './stripeError';

/** A form body or query string after bracket notation is unfolded (`a[0][b]=1` → `{ a: [{ b: '1' }] }`). */
export type Params = Record<string, unknown>;

/** `line_items[0][price_data]`: how Stripe names a nested parameter in its errors. */
export function paramName(parent: string, key: string | number): string {
  return parent === '' ? String(key) : `${parent}[${key}]`;
}

/** Refuses any parameter the stand-in does not read, as Stripe refuses one it does not know. */
export function onlyKnown(params: Params, known: readonly string[], parent = ''): void {
  const unknown = Object.keys(params).find((key) => !known.includes(key));
  if (unknown !== undefined) {
    const name = paramName(parent, unknown);
    throw invalidRequest(
      `Received unknown parameter: ${name}. The Stripe stand-in reads only: ${known.join(', ')}.`,
      name,
    );
  }
}

export function required<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw invalidRequest(`Missing required param: ${name}.`, name);
  return value;
}

export function text(params: Params, key: string, parent = ''): string | undefined {
  const value = params[key];
  if (value === undefined || typeof value === 'string') return value;
  const name = paramName(parent, key);
  throw invalidRequest(`Invalid string: ${name} must be a string.`, name);
}

export function object(params: Params, key: string, parent = ''): Params | undefined {
  const value = params[key];
  if (value === undefined) return undefined;
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    return Object.fromEntries(Object.entries(value));
  }
  const name = paramName(parent, key);
  throw invalidRequest(`Invalid object: ${name} must be a hash.`, name);
}

export function array(params: Params, key: string, parent = ''): unknown[] | undefined {
  const value = params[key];
  if (value === undefined || Array.isArray(value)) return value;
  const name = paramName(parent, key);
  throw invalidRequest(`Invalid array: ${name} must be an array.`, name);
}

export function integer(
  params: Params,
  key: string,
  minimum: number,
  parent = '',
): number | undefined {
  const value = text(params, key, parent);
  if (value === undefined) return undefined;
  const number = /^-?\d+$/.test(value) ? Number(value) : Number.NaN;
  if (Number.isSafeInteger(number) && number >= minimum) return number;
  const name = paramName(parent, key);
  throw invalidRequest(`Invalid integer: ${value} (${name} must be at least ${minimum}).`, name);
}

export function oneOf<const T extends string>(
  params: Params,
  key: string,
  values: readonly T[],
  parent = '',
): T | undefined {
  const value = text(params, key, parent);
  if (value === undefined) return undefined;
  const found = values.find((allowed) => allowed === value);
  if (found !== undefined) return found;
  const name = paramName(parent, key);
  throw invalidRequest(`Invalid ${name}: must be one of ${values.join(', ')}.`, name);
}
