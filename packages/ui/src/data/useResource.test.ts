// @vitest-environment jsdom
import { act, createElement, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, READ_RETRY_FIRST_MS } from '@rimal/core';
import { ResourceProvider } from './ResourceProvider';
import { createResources, type Resources } from './resources';
import { useResource, type Resource } from './useResource';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** An answer the test settles when it chooses. */
function later<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const unmounts: (() => void)[] = [];
afterEach(() => {
  unmounts.splice(0).forEach((unmount) => unmount());
});

/**
 * Mounts a component that reads `key` through `ask(key)`, and returns what it saw last.
 * `show(key)` renders it again with another key.
 */
function mount<T>(
  key: string,
  ask: (key: string) => Promise<T>,
  {
    resources = createResources(),
    strict = false,
  }: { resources?: Resources; strict?: boolean } = {},
) {
  const seen: Resource<T>[] = [];
  const first = () => seen[0]!;
  function Reader({ readKey }: { readKey: string }) {
    seen.push(useResource(readKey, () => ask(readKey)));
    return null;
  }
  const root = createRoot(document.createElement('div'));
  const show = (readKey: string) =>
    act(() => {
      const tree = createElement(ResourceProvider, {
        resources,
        children: createElement(Reader, { readKey }),
      });
      root.render(strict ? createElement(StrictMode, null, tree) : tree);
    });
  show(key);
  unmounts.push(() => act(() => root.unmount()));
  return { show, first, last: () => seen[seen.length - 1]! };
}

/** Lets the answers that have arrived reach React. */
const settle = () => act(async () => {});

describe('useResource', () => {
  it('is loading until the answer arrives, then ready with it', async () => {
    const answer = later<string>();
    const ask = vi.fn(() => answer.promise);
    const { last } = mount('product:99', ask);
    expect(last()).toMatchObject({ status: 'loading', data: undefined });
    answer.resolve('Pistachio');
    await settle();
    expect(last()).toMatchObject({ status: 'ready', data: 'Pistachio' });
    expect(ask).toHaveBeenCalledOnce();
  });

  it('renders once for a prerendered answer the read finds unchanged, and again for a changed one', async () => {
    const built = { price: 4500 };
    const resources = createResources({ answers: { 'product:99': built, 'product:90': built } });
    const unchanged = mount('product:99', async () => ({ price: 4500 }), { resources });
    await settle();
    expect(unchanged.first()).toMatchObject({ status: 'ready', data: built });
    expect(unchanged.last()).toBe(unchanged.first());
    const changed = mount('product:90', async () => ({ price: 4700 }), { resources });
    await settle();
    expect(changed.last()).toMatchObject({ status: 'ready', data: { price: 4700 } });
  });

  it('shows a failure as an error with its reason', async () => {
    const failure = new Error('offline');
    const { last } = mount('product:99', () => Promise.reject(failure));
    await settle();
    expect(last()).toMatchObject({ status: 'error', error: failure, data: undefined });
  });

  it('drops an answer that arrives after the key has moved on', async () => {
    const answers = { 'sub:1': later<string>(), 'sub:2': later<string>() };
    const { show, last } = mount('sub:1', (key) => answers[key as keyof typeof answers].promise);
    show('sub:2');
    answers['sub:2'].resolve('second');
    await settle();
    answers['sub:1'].resolve('first, but late');
    await settle();
    expect(last()).toMatchObject({ status: 'ready', data: 'second' });
  });

  it('keeps the last answer while a new key loads', async () => {
    const answers = { 'sub:1': later<string>(), 'sub:2': later<string>() };
    const { show, last } = mount('sub:1', (key) => answers[key as keyof typeof answers].promise);
    answers['sub:1'].resolve('first');
    await settle();
    show('sub:2');
    expect(last()).toMatchObject({ status: 'loading', data: 'first' });
    answers['sub:2'].reject(new Error('offline'));
    await settle();
    expect(last()).toMatchObject({ status: 'error', data: 'first' });
  });

  it('asks again on retry, and shows the new answer', async () => {
    const ask = vi
      .fn<(key: string) => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('back online');
    const { last } = mount('featured', ask);
    await settle();
    expect(last().status).toBe('error');
    act(() => last().retry());
    expect(last().status).toBe('loading');
    await settle();
    expect(last()).toMatchObject({ status: 'ready', data: 'back online' });
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('drops the answer to the attempt a retry replaced', async () => {
    const answers = [later<string>(), later<string>()];
    let asked = 0;
    const { last } = mount('featured', () => answers[asked++]!.promise);
    act(() => last().retry());
    answers[1]!.resolve('retried');
    await settle();
    answers[0]!.resolve('first, but late');
    await settle();
    expect(last()).toMatchObject({ status: 'ready', data: 'retried' });
  });

  it('takes the answer prefetched for its key instead of asking', async () => {
    const resources = createResources();
    resources.prefetch('product:99', async () => 'prefetched');
    const ask = vi.fn(async () => 'asked');
    const { last } = mount('product:99', ask, { resources });
    await settle();
    expect(last()).toMatchObject({ status: 'ready', data: 'prefetched' });
    expect(ask).not.toHaveBeenCalled();
  });

  it('asks once under strict mode, whose effects run twice', async () => {
    const ask = vi.fn(async () => 'answer');
    const { last } = mount('featured', ask, { strict: true });
    await settle();
    expect(last()).toMatchObject({ status: 'ready', data: 'answer' });
    expect(ask).toHaveBeenCalledOnce();
  });

  it('takes a prefetched answer under strict mode without asking again', async () => {
    const resources = createResources();
    resources.prefetch('featured', async () => 'prefetched');
    const ask = vi.fn(async () => 'asked');
    const { last } = mount('featured', ask, { resources, strict: true });
    await settle();
    expect(last()).toMatchObject({ status: 'ready', data: 'prefetched' });
    expect(ask).not.toHaveBeenCalled();
  });

  describe('on a prerendered page', () => {
    it('shows the answer the HTML was rendered with from its first render', () => {
      const resources = createResources({ answers: { 'product:99': 'as built' } });
      const { first } = mount('product:99', () => new Promise<string>(() => {}), { resources });
      expect(first()).toMatchObject({ status: 'ready', data: 'as built' });
    });

    it('asks again, and shows the new answer in place (a price changed since the build)', async () => {
      const resources = createResources({ answers: { 'product:99': 'as built' } });
      const ask = vi.fn(async () => 'as now');
      const { last } = mount('product:99', ask, { resources });
      await settle();
      expect(ask).toHaveBeenCalledOnce();
      expect(last()).toMatchObject({ status: 'ready', data: 'as now' });
    });

    it('keeps what the build saw when asking again fails', async () => {
      const resources = createResources({ answers: { 'product:99': 'as built' } });
      const { last } = mount('product:99', async () => Promise.reject(new Error('offline')), {
        resources,
      });
      await settle();
      expect(last()).toMatchObject({ status: 'ready', data: 'as built' });
    });

    it('shows a retry’s failure: the shopper asked again', async () => {
      const resources = createResources({ answers: { 'product:99': 'as built' } });
      const { last } = mount('product:99', async () => Promise.reject(new Error('offline')), {
        resources,
      });
      await settle();
      act(() => last().retry());
      await settle();
      expect(last()).toMatchObject({ status: 'error', data: 'as built' });
    });

    it('does not show a rendered answer for another key', () => {
      const resources = createResources({ answers: { 'product:99': 'as built' } });
      const { first } = mount('product:98', () => new Promise<string>(() => {}), { resources });
      expect(first()).toMatchObject({ status: 'loading', data: undefined });
    });
  });

  describe('after the service was down', () => {
    const down = () => Promise.reject(new ApiError('network', 'Failed to fetch'));

    /** A read that fails `times` times with `failure`, then answers 'back'. */
    function failing(times: number, failure: () => Promise<string> = down) {
      let asked = 0;
      return vi.fn(() => (++asked <= times ? failure() : Promise.resolve('back')));
    }

    it('asks again by itself after a wait, and shows the answer once the service is back', async () => {
      vi.useFakeTimers();
      try {
        const ask = failing(1);
        const { last } = mount('product:99', ask);
        await settle();
        expect(last()).toMatchObject({ status: 'error' });
        await act(() => vi.advanceTimersByTimeAsync(READ_RETRY_FIRST_MS - 1));
        expect(ask).toHaveBeenCalledOnce();
        await act(() => vi.advanceTimersByTimeAsync(1));
        await settle();
        expect(ask).toHaveBeenCalledTimes(2);
        expect(last()).toMatchObject({ status: 'ready', data: 'back' });
      } finally {
        vi.useRealTimers();
      }
    });

    it('waits twice as long after each failure in a row', async () => {
      vi.useFakeTimers();
      try {
        const ask = failing(3);
        mount('product:99', ask);
        await settle();
        await act(() => vi.advanceTimersByTimeAsync(READ_RETRY_FIRST_MS));
        expect(ask).toHaveBeenCalledTimes(2);
        await act(() => vi.advanceTimersByTimeAsync(2 * READ_RETRY_FIRST_MS - 1));
        expect(ask).toHaveBeenCalledTimes(2);
        await act(() => vi.advanceTimersByTimeAsync(1));
        expect(ask).toHaveBeenCalledTimes(3);
      } finally {
        vi.useRealTimers();
      }
    });

    it('asks again at once when the browser is back online, or the tab is seen again', async () => {
      const ask = failing(2);
      const { last } = mount('product:99', ask);
      await settle();
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      await settle();
      expect(ask).toHaveBeenCalledTimes(2);
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await settle();
      expect(ask).toHaveBeenCalledTimes(3);
      expect(last()).toMatchObject({ status: 'ready', data: 'back' });
    });

    it('does not ask again by itself for a refusal that would be the same (404)', async () => {
      vi.useFakeTimers();
      try {
        const ask = failing(1, () => Promise.reject(new ApiError('http', 'Not Found', 404)));
        const { last } = mount('product:99', ask);
        await settle();
        await act(() => vi.advanceTimersByTimeAsync(10 * READ_RETRY_FIRST_MS));
        window.dispatchEvent(new Event('online'));
        await settle();
        expect(ask).toHaveBeenCalledOnce();
        expect(last()).toMatchObject({ status: 'error' });
      } finally {
        vi.useRealTimers();
      }
    });
  });

  it('shows the last answer the app had for a key on the next page, not the build’s', async () => {
    const resources = createResources({ answers: { featured: 'as built' } });
    const home = mount('featured', async () => 'as now', { resources });
    await settle();
    expect(home.last()).toMatchObject({ data: 'as now' });
    // The service goes down; the next page's strip reads the same key.
    const next = mount('featured', async () => Promise.reject(new Error('offline')), {
      resources,
    });
    expect(next.first()).toMatchObject({ status: 'ready', data: 'as now' });
    await settle();
    expect(next.last()).toMatchObject({ status: 'ready', data: 'as now' });
  });
});
