/** Small helpers shared by the JSON handlers. */

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const nonEmptyString = (value: unknown): value is string =>
  typeof value === 'string' && value.trim().length > 0;

/** The JSON body of a request, or `undefined` when it is missing or not JSON. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    const raw = await request.text();
    return raw.trim() === '' ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random letters-and-digits token (Web Crypto exists in browsers and Node 20). */
export function randomToken(length: number): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

export const roundMoney = (amount: number) => Math.round(amount * 100) / 100;
