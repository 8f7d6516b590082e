import { describe, expect, it } from 'vitest';
import { isChunkFailure, reportChunkFailure, reportChunkFailures } from './chunkFailure';

describe('a file of code that did not load', () => {
  it.each([
    [
      'Chromium',
      'Failed to fetch dynamically imported module: https://shop/assets/ProductPage-a1.js',
    ],
    ['Firefox', 'error loading dynamically imported module: https://shop/assets/ProductPage-a1.js'],
    ['Safari', 'Importing a module script failed.'],
    ['a style sheet (Vite)', 'Unable to preload CSS for /assets/ProductPage-b2.css'],
  ])('is recognised as %s words it', (_engine, message) => {
    expect(isChunkFailure(new TypeError(message))).toBe(true);
  });

  it('is recognised, whatever its words, once vite:preloadError reported it', () => {
    const error = new Error('The operation was aborted');
    expect(isChunkFailure(error)).toBe(false);
    reportChunkFailure(error);
    expect(isChunkFailure(error)).toBe(true);
  });

  it.each([
    ['a bug in a page', new TypeError("Cannot read properties of undefined (reading 'price')")],
    ['a failed content read', new Error('HTTP 500')],
    ['a thrown string', 'Failed'],
    ['nothing', undefined],
    ['null', null],
  ])('is not %s', (_case, error) => {
    expect(isChunkFailure(error)).toBe(false);
  });

  it('ignores reports of values that are not errors', () => {
    reportChunkFailure('Failed');
    reportChunkFailure(undefined);
    expect(isChunkFailure('Failed')).toBe(false);
  });
});

describe('vite:preloadError', () => {
  const fail = (target: EventTarget, payload: unknown) =>
    target.dispatchEvent(Object.assign(new Event('vite:preloadError'), { payload }));

  it('reports the file that failed, until told to stop', () => {
    const target = new EventTarget();
    const stop = reportChunkFailures(target);
    const first = new Error('The operation was aborted');
    fail(target, first);
    expect(isChunkFailure(first)).toBe(true);

    stop();
    const second = new Error('The operation was aborted');
    fail(target, second);
    expect(isChunkFailure(second)).toBe(false);
  });
});
