import { useCallback, useEffect, useRef, useState } from 'react';
import { mayPassLater, readRetryDelayMs } from '@rimal/core';
import { useResources } from './ResourceProvider';

/** Where a read stands; `data` keeps the last answer while a new key (or a retry) loads. */
export type Resource<T> =
  | { status: 'loading'; data: T | undefined; error?: undefined; retry: () => void }
  | { status: 'error'; data: T | undefined; error: unknown; retry: () => void }
  | { status: 'ready'; data: T; error?: undefined; retry: () => void };

export type ResourceStatus = Resource<unknown>['status'];

type Outcome<T> = { ok: true; data: T } | { ok: false; error: unknown };

interface Answered<T> {
  key: string;
  attempt: number;
  outcome: Outcome<T>;
}

/**
 * Reads `key` with `load` whenever the key changes and on `retry`. The key is the read's whole
 * identity (`load` is not compared): a prefetched answer for it is taken, and an answer that
 * arrives after the key has moved on is dropped, so a slow request never overwrites a newer one.
 *
 * The first render shows the last answer the app has for the key (on a prerendered page, the
 * one the HTML was rendered with), and the read still asks: a price changed since is updated in
 * place. Should that read fail, the page keeps what it showed rather than trading it for an
 * error.
 *
 * A failure that may pass (the service down or failing, `mayPassLater`) is asked again by
 * itself, after `readRetryDelayMs`, when the browser is back online, or when the shopper
 * returns to the tab: a page that said the catalog was unreachable fills in once it is back.
 */
export function useResource<T>(key: string, load: () => Promise<T>): Resource<T> {
  const resources = useResources();
  const [attempt, setAttempt] = useState(0);
  const [answered, setAnswered] = useState<{ last?: Answered<T>; data?: T }>(() => {
    const rendered = resources.rendered<T>(key);
    return rendered
      ? {
          last: { key, attempt: 0, outcome: { ok: true, data: rendered.data } },
          data: rendered.data,
        }
      : {};
  });
  const asked = useRef<{ key: string; attempt: number; answer: Promise<T> } | null>(null);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  useEffect(() => {
    let current = true;
    // Strict mode runs a new effect twice: the second run waits for the same answer.
    if (asked.current?.key !== key || asked.current.attempt !== attempt) {
      asked.current = { key, attempt, answer: resources.read(key, load, { anew: attempt > 0 }) };
    }
    asked.current.answer.then(
      (data) => {
        if (!current) return;
        // The answer already shown (the prerendered page's, unchanged since) renders nothing.
        setAnswered((shown) =>
          shown.data === data &&
          shown.last?.key === key &&
          shown.last.attempt === attempt &&
          shown.last.outcome.ok
            ? shown
            : { last: { key, attempt, outcome: { ok: true, data } }, data },
        );
      },
      (error: unknown) => {
        if (current && !(attempt === 0 && resources.rendered(key))) {
          setAnswered(({ data }) => ({
            last: { key, attempt, outcome: { ok: false, error } },
            data,
          }));
        }
      },
    );
    return () => {
      current = false;
    };
    // `load` is recreated on every render; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resources, key, attempt]);

  const { last, data } = answered;
  const outcome = last?.key === key && last.attempt === attempt ? last.outcome : undefined;
  const failures = useRef({ key, count: 0 });
  const passingFailure = outcome?.ok === false && mayPassLater(outcome.error);

  useEffect(() => {
    if (failures.current.key !== key || outcome?.ok === true) failures.current = { key, count: 0 };
    if (!passingFailure) return;
    failures.current.count += 1;
    const timer = window.setTimeout(retry, readRetryDelayMs(failures.current.count));
    const whenSeen = () => {
      if (document.visibilityState === 'visible') retry();
    };
    window.addEventListener('online', retry);
    document.addEventListener('visibilitychange', whenSeen);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', retry);
      document.removeEventListener('visibilitychange', whenSeen);
    };
  }, [passingFailure, outcome, key, retry]);

  if (!outcome) return { status: 'loading', data, retry };
  if (!outcome.ok) return { status: 'error', data, error: outcome.error, retry };
  return { status: 'ready', data: outcome.data, retry };
}
