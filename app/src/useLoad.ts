import { useCallback, useEffect, useState } from 'react';

export type Load<T> =
  | { status: 'loading'; data: T | undefined; retry: () => void }
  | { status: 'error'; data: T | undefined; error: unknown; retry: () => void }
  | { status: 'loaded'; data: T; retry: () => void };

/**
 * Runs `load` whenever `key` changes (and on retry); an answer that arrives after the key has
 * moved on is dropped, so a slow first request can never overwrite a newer one.
 */
export function useLoad<T>(key: string, load: () => Promise<T>): Load<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{
    key: string;
    attempt: number;
    result?: { ok: true; data: T } | { ok: false; error: unknown };
  }>({
    key,
    attempt,
  });
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setState({ key, attempt, result: { ok: true, data } }),
      (error: unknown) => current && setState({ key, attempt, result: { ok: false, error } }),
    );
    return () => {
      current = false;
    };
    // `load` is recreated on every render; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const fresh = state.key === key && state.attempt === attempt ? state.result : undefined;
  const previous = state.result?.ok ? state.result.data : undefined;
  if (!fresh) return { status: 'loading', data: previous, retry };
  if (!fresh.ok) return { status: 'error', data: previous, error: fresh.error, retry };
  return { status: 'loaded', data: fresh.data, retry };
}
