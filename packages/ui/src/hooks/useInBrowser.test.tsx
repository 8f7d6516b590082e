// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { TakeOver, useInBrowser } from './useInBrowser';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const seen: boolean[] = [];
function Where() {
  const inBrowser = useInBrowser();
  seen.push(inBrowser);
  return <p>{inBrowser ? 'browser' : 'prerendered'}</p>;
}

beforeEach(() => {
  seen.length = 0;
});

describe('useInBrowser', () => {
  it('is false in the prerender and while the browser takes the page over, then true', async () => {
    const page = (
      <TakeOver takingOver>
        <Where />
      </TakeOver>
    );
    const html = renderToString(page);
    expect(html).toBe('<p>prerendered</p>');
    const container = document.createElement('div');
    container.innerHTML = html;
    seen.length = 0;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(container.innerHTML).toBe('<p>browser</p>');
  });

  it('is true from the first render of a page the app renders itself', async () => {
    const container = document.createElement('div');
    await act(async () =>
      createRoot(container).render(
        <TakeOver takingOver={false}>
          <Where />
        </TakeOver>,
      ),
    );
    expect(seen).toEqual([true]);
    expect(container.innerHTML).toBe('<p>browser</p>');
  });

  it('is true outside a take-over (a story, a test)', async () => {
    const container = document.createElement('div');
    await act(async () => createRoot(container).render(<Where />));
    expect(seen).toEqual([true]);
  });
});
