import { describe, expect, it, vi } from 'vitest';
import { isChunkFailure } from './chunkFailure';
import { installDeployRecovery, type OpeningPage } from './deployRecovery';
import type { ReloadOnce } from './reloadOnce';

type State = OpeningPage['state'];

/** A router whose state the test moves on, as navigations start and end. */
function fakeRouter(initial: State) {
  const listeners = new Set<(state: State) => void>();
  const router = {
    state: initial,
    subscribe(listener: (state: State) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    moveTo(state: State) {
      router.state = state;
      for (const listener of [...listeners]) listener(state);
    },
    listening: () => listeners.size,
  };
  return router;
}

function setUp(initial: State, offline = false) {
  const target = new EventTarget();
  const reload = {
    outlook: vi.fn(),
    request: vi.fn(() => 'reloading' as const),
  } satisfies ReloadOnce;
  const router = fakeRouter(initial);
  const uninstall = installDeployRecovery(router, { target, reload, offline: () => offline });
  const fail = (
    payload: unknown = new TypeError('Failed to fetch dynamically imported module'),
  ) => {
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload });
    target.dispatchEvent(event);
    return event;
  };
  return { reload, router, fail, uninstall };
}

const shown: State = { initialized: true, navigation: {} };
const opening: State = { initialized: true, navigation: { location: { pathname: '/product/99' } } };

describe('a file of code that fails to load (vite:preloadError)', () => {
  it('reloads once the navigation has put the page asked for in the address bar', () => {
    const { reload, router, fail } = setUp(opening);
    fail();
    expect(reload.request).not.toHaveBeenCalled();
    router.moveTo({ ...opening }); // still on its way
    expect(reload.request).not.toHaveBeenCalled();

    router.moveTo(shown);
    expect(reload.request).toHaveBeenCalledOnce();
    expect(router.listening()).toBe(0);
  });

  it('reloads at once when it fails as the site starts', () => {
    const { reload, fail } = setUp({ initialized: false, navigation: {} });
    fail();
    expect(reload.request).toHaveBeenCalledOnce();
  });

  it('leaves a part of a page already shown (the cart drawer) to its own boundary', () => {
    const { reload, router, fail } = setUp(shown);
    fail();
    router.moveTo(opening);
    router.moveTo(shown);
    expect(reload.request).not.toHaveBeenCalled();
  });

  it('lets the error reach the page, marked as a file that did not load', () => {
    const { fail } = setUp(shown);
    const error = new Error('The operation was aborted');
    expect(fail(error).defaultPrevented).toBe(false);
    expect(isChunkFailure(error)).toBe(true);
  });

  it('stops listening once uninstalled', () => {
    const { reload, fail, uninstall } = setUp({ initialized: false, navigation: {} });
    uninstall();
    fail();
    expect(reload.request).not.toHaveBeenCalled();
  });
});

describe('a file of code that fails to load while offline (issue 29)', () => {
  it('never reloads: the browser would show its own offline page instead of the shop', () => {
    const starting = setUp({ initialized: false, navigation: {} }, true);
    starting.fail();
    const navigating = setUp(opening, true);
    navigating.fail();
    navigating.router.moveTo(shown);
    expect(starting.reload.request).not.toHaveBeenCalled();
    expect(navigating.reload.request).not.toHaveBeenCalled();
  });
});
