/**
 * A small hand-written shape guard for JSON answers: each reader returns the value typed or
 * throws a ShapeError naming the path, which request() turns into ApiError 'shape'.
 */
export class ShapeError extends Error {
  override readonly name = 'ShapeError';
}

export type JsonRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asRecord(value: unknown, path: string): JsonRecord {
  if (!isRecord(value)) {
    throw new ShapeError(`${path} is not an object`);
  }
  return value;
}

export function asArray(value: unknown, path: string): unknown[] {
  if (!Array.isArray(value)) {
    throw new ShapeError(`${path} is not a list`);
  }
  return value;
}

export function asString(value: unknown, path: string): string {
  if (typeof value !== 'string') {
    throw new ShapeError(`${path} is not text`);
  }
  return value;
}

/** Null for null or absent; text otherwise. Numbers are accepted as their text. */
export function asOptionalString(value: unknown, path: string): string | null {
  if (value === null || value === undefined) {
    return null;
  }
  if (typeof value === 'number') {
    return String(value);
  }
  return asString(value, path);
}

/** A finite number; numeric text is accepted because some databases send decimals as text. */
export function asNumber(value: unknown, path: string): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) {
    throw new ShapeError(`${path} is not a number`);
  }
  return number;
}

export function asOptionalNumber(value: unknown, path: string): number | null {
  return value === null || value === undefined ? null : asNumber(value, path);
}

/** Strapi booleans may be null or absent; only true counts. */
export function asFlag(value: unknown): boolean {
  return value === true;
}
