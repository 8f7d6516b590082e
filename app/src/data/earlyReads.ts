import type { ContentClient } from '@rimal/core';

/** One call of the content service, named by its method and arguments. */
export type ContentRead = {
  [M in keyof ContentClient]: { method: M; args: Parameters<ContentClient[M]> };
}[keyof ContentClient];

const keyOf = (read: ContentRead) => `${read.method}:${JSON.stringify(read.args)}`;

/**
 * The content client, able to start the first page's reads as the app starts: they then
 * travel alongside the page's code instead of after it has rendered. The page's own call,
 * when it asks for exactly the same thing within `maxAgeMs`, receives that answer (once);
 * any other call, a retry included, asks the service again.
 */
export function withEarlyReads(
  content: ContentClient,
  { maxAgeMs = 30_000, now = Date.now }: { maxAgeMs?: number; now?: () => number } = {},
) {
  const started = new Map<string, { at: number; answer: Promise<unknown> }>();

  function take<T>(read: ContentRead, ask: () => Promise<T>): Promise<T> {
    const key = keyOf(read);
    const early = started.get(key);
    started.delete(key);
    return early && now() - early.at < maxAgeMs ? (early.answer as Promise<T>) : ask();
  }

  const client: ContentClient = {
    featuredProducts: (...args) =>
      take({ method: 'featuredProducts', args }, () => content.featuredProducts(...args)),
    productsByCategory: (...args) =>
      take({ method: 'productsByCategory', args }, () => content.productsByCategory(...args)),
    subCategories: (...args) =>
      take({ method: 'subCategories', args }, () => content.subCategories(...args)),
    product: (...args) => take({ method: 'product', args }, () => content.product(...args)),
  };

  function start(reads: readonly ContentRead[]): void {
    for (const read of reads) {
      const call = content[read.method] as (...args: unknown[]) => Promise<unknown>;
      const answer = call.apply(content, read.args);
      // A failure belongs to the page that takes the answer; until then it is not unhandled.
      answer.catch(() => undefined);
      started.set(keyOf(read), { at: now(), answer });
    }
  }

  return { content: client, start };
}
