// @vitest-environment jsdom
import { act, createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useInBrowser } from './useInBrowser';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const seen: boolean[] = [];
function Where() {
  const inBrowser = useInBrowser();
  seen.push(inBrowser);
  return createElement('p', null, inBrowser ? 'browser' : 'prerendered');
}

describe('useInBrowser', () => {
  it('is false in the prerender and while the browser takes the page over, then true', async () => {
    const html = renderToString(createElement(Where));
    expect(html).toBe('<p>prerendered</p>');
    const container = document.createElement('div');
    container.innerHTML = html;
    seen.length = 0;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, createElement(Where), {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(container.innerHTML).toBe('<p>browser</p>');
  });
});
