/**
 * The reads of the running app, each named by a key that is its whole identity: two reads with
 * the same key must ask for the same thing (whatever the answer depends on, such as an id or
 * the shopper's language, is part of the key).
 */
export interface Resources {
  /**
   * Starts a read now, for a page whose code is still on its way: the page's own read of the
   * same key, within the max age, receives this answer (once) instead of asking again.
   */
  prefetch(key: string, load: () => Promise<unknown>): void;
  /**
   * The answer to a read: the one on its way for another read of the key (the frame and its
   * page both show the categories; not where reads serve unrelated screens), else a fresh prefetched one, taken once, else a new one from
   * `load`. A retry (`anew`) asks again, whatever is on its way.
   */
  read<T>(key: string, load: () => Promise<T>, options?: { anew?: boolean }): Promise<T>;
  /**
   * The last answer this app has for `key`: the one its latest read received, else the one the
   * page's HTML was rendered with (`answers`). A first render shows it before the read asked
   * again has answered, and keeps it should that read fail: what the shopper saw a moment ago,
   * never older prices from the build.
   */
  rendered<T>(key: string): { data: T } | undefined;
}

export interface ResourcesOptions {
  /** How long a prefetched answer may be used after it was asked for. @default 30000 */
  maxAgeMs?: number;
  /** The clock, for tests. @default Date.now */
  now?: () => number;
  /** The answers a prerendered page was rendered with, by key (app/src/prerender). */
  answers?: Readonly<Record<string, unknown>>;
  /**
   * Whether `rendered` gives each key's latest answer, and a read joins the answer on its way for
   * another read of its key. Off where one set of reads serves unrelated screens (the stories,
   * which must each start from their own state: a story whose back end never answers would
   * otherwise hold every later story's read of that key). @default true
   */
  remembers?: boolean;
}

/** A synchronous throw in `load` becomes a rejection, like any other failed read. */
const ask = <T>(load: () => Promise<T>) => new Promise<T>((resolve) => resolve(load()));

/** Answers are data as the services parse it from JSON: equal as JSON, equal. */
const sameAnswer = (one: unknown, other: unknown) => JSON.stringify(one) === JSON.stringify(other);

export function createResources({
  maxAgeMs = 30_000,
  now = Date.now,
  answers = {},
  remembers = true,
}: ResourcesOptions = {}): Resources {
  const prefetched = new Map<string, { at: number; answer: Promise<unknown> }>();
  const latest = new Map<string, unknown>();
  const asking = new Map<string, Promise<unknown>>();
  const fresh = (key: string) => {
    const entry = prefetched.get(key);
    return entry && now() - entry.at < maxAgeMs ? entry : undefined;
  };
  const rendered = <T>(key: string) => {
    if (latest.has(key)) return { data: latest.get(key) as T };
    return Object.hasOwn(answers, key) ? { data: answers[key] as T } : undefined;
  };

  return {
    prefetch(key, load) {
      if (fresh(key)) return;
      const answer = ask(load);
      // A failure belongs to the read that takes the answer; until then it is not unhandled.
      answer.catch(() => undefined);
      prefetched.set(key, { at: now(), answer });
    },
    read<T>(key: string, load: () => Promise<T>, { anew = false } = {}) {
      const pending = remembers ? asking.get(key) : undefined;
      if (pending && !anew) return pending as Promise<T>;
      const early = fresh(key);
      prefetched.delete(key);
      // An answer equal to the one shown is that one, so a page taken over (or read again)
      // does not render again for an unchanged catalog: that render, of the whole frame for
      // its categories, was a task of 20 to 36 ms after every take-over here (issue 47).
      const answer = (early ? (early.answer as Promise<T>) : ask(load)).then((data) => {
        const shown = rendered<T>(key);
        return shown && sameAnswer(shown.data, data) ? shown.data : data;
      });
      asking.set(key, answer);
      const settled = () => {
        if (asking.get(key) === answer) asking.delete(key);
      };
      answer.then(settled, settled);
      if (remembers) {
        answer.then(
          (data) => latest.set(key, data),
          () => undefined,
        );
      }
      return answer;
    },
    rendered,
  };
}
