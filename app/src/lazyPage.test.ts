// @vitest-environment jsdom
import { act, Component, createElement, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazyPage';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const Greeting = ({ name }: { name: string }) => createElement('p', null, `Hello ${name}`);

class Caught extends Component<{ children: ReactNode }, { error?: unknown }> {
  override state: { error?: unknown } = {};
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? `Failed: ${String(this.state.error)}` : this.props.children;
  }
}

/** Lets React show what a settled promise revealed: it holds back a reveal for 300 ms after a fallback. */
const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 400)));

const unmounts: (() => void)[] = [];
afterEach(() => {
  act(() => unmounts.splice(0).forEach((unmount) => unmount()));
  vi.restoreAllMocks();
});

/** Renders `page` under a Suspense boundary that counts how often its fallback showed. */
async function show(page: ReactNode) {
  const container = document.createElement('div');
  const root = createRoot(container);
  unmounts.push(() => root.unmount());
  const fallbacks = { shown: 0 };
  const Fallback = () => {
    fallbacks.shown += 1;
    return 'Loading';
  };
  await act(async () =>
    root.render(
      createElement(
        Caught,
        null,
        createElement(Suspense, { fallback: createElement(Fallback) }, page),
      ),
    ),
  );
  return { container, fallbacks };
}

describe('a page whose code is fetched when it is first shown', () => {
  it('renders at once, without suspending, once its code was asked for ahead', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const { Page, preload } = lazyPage(load);
    await preload();
    const { container, fallbacks } = await show(createElement(Page, { name: 'Rimal' }));
    expect(container.textContent).toBe('Hello Rimal');
    expect(fallbacks.shown).toBe(0);
    expect(load).toHaveBeenCalledOnce();
  });

  it('suspends while its code is on its way, then renders', async () => {
    let arrive!: (component: typeof Greeting) => void;
    const { Page } = lazyPage(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    const { container, fallbacks } = await show(createElement(Page, { name: 'Dubai' }));
    expect(container.textContent).toBe('Loading');
    expect(fallbacks.shown).toBeGreaterThan(0);
    arrive(Greeting);
    await settled();
    expect(container.textContent).toBe('Hello Dubai');
  });

  it('asks for its code once, however often it is preloaded and shown', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const { Page, preload } = lazyPage(load);
    await Promise.all([preload(), preload()]);
    await show(createElement(Page, { name: 'a' }));
    await show(createElement(Page, { name: 'b' }));
    expect(load).toHaveBeenCalledOnce();
  });

  it('renders by throwing why its code did not load; preloading it does not reject', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const { Page, preload } = lazyPage<{ name: string }>(() => Promise.reject(failure));
    await expect(preload()).resolves.toBeUndefined();
    const { container } = await show(createElement(Page, { name: 'x' }));
    await settled();
    expect(container.textContent).toBe(`Failed: ${String(failure)}`);
  });
});
