import { describe, expect, it } from 'vitest';
import { isAnotherPage, scrollOnArrival, type ArrivalAt } from './scrollOnArrival';

const at = (pathname: string, key = 'k2', hash = '') => ({ pathname, hash, key });
const saved = new Map([['k1', 1800]]);
const arrive = (arrival: Omit<ArrivalAt, 'saved'>) => scrollOnArrival({ ...arrival, saved });

describe('where the window scrolls on a new address', () => {
  it('returns to where the reader was on Back and Forward', () => {
    expect(
      arrive({ from: at('/product/99'), to: at('/products/1', 'k1'), navigationType: 'POP' }),
    ).toEqual({
      scroll: 'to',
      top: 1800,
    });
  });

  it('stays on Back to an address never left by a scroll the site saw', () => {
    expect(arrive({ from: at('/about'), to: at('/', 'k9'), navigationType: 'POP' })).toEqual({
      scroll: 'stay',
    });
  });

  it('leaves a page with no saved place to the browser and the reader as the site starts', () => {
    expect(arrive({ to: at('/', 'default'), navigationType: 'POP' })).toEqual({ scroll: 'stay' });
  });

  it('restores a saved place as the site starts (a reload, Back from another site)', () => {
    expect(arrive({ to: at('/products/1', 'k1'), navigationType: 'POP' })).toEqual({
      scroll: 'to',
      top: 1800,
    });
  });

  it.each(['PUSH', 'REPLACE'] as const)('opens another page at its top (%s)', (navigationType) => {
    expect(
      arrive({ from: at('/products/1'), to: at('/product/99', 'k3'), navigationType }),
    ).toEqual({
      scroll: 'toTop',
    });
  });

  it('opens another page at the element its hash names', () => {
    expect(
      arrive({ from: at('/'), to: at('/about', 'k3', '#our%20story'), navigationType: 'PUSH' }),
    ).toEqual({ scroll: 'toElement', id: 'our story' });
  });

  it('opens a page at its top when its hash cannot be read', () => {
    expect(
      arrive({ from: at('/'), to: at('/about', 'k3', '#%E0%A4'), navigationType: 'PUSH' }),
    ).toEqual({
      scroll: 'toTop',
    });
  });

  it('keeps the place when only the query changes (a filter)', () => {
    expect(
      arrive({ from: at('/products/1'), to: at('/products/1', 'k3'), navigationType: 'REPLACE' }),
    ).toEqual({ scroll: 'stay' });
  });

  it('keeps the place when the same page moves to another language', () => {
    expect(
      arrive({ from: at('/about'), to: at('/ar/about', 'k3'), navigationType: 'REPLACE' }),
    ).toEqual({ scroll: 'stay' });
    expect(arrive({ from: at('/ar/'), to: at('/ja/', 'k4'), navigationType: 'REPLACE' })).toEqual({
      scroll: 'stay',
    });
  });

  it('keeps the place when the hash is the one shown already', () => {
    expect(
      arrive({
        from: at('/about', 'k1', '#team'),
        to: at('/about', 'k3', '#team'),
        navigationType: 'REPLACE',
      }),
    ).toEqual({ scroll: 'stay' });
  });
});

describe('another page', () => {
  it.each([
    ['/products/1', '/product/99', true],
    ['/ar/about', '/ar/contact', true],
    ['/', '/ar/', false],
    ['/about', '/ja/about', false],
    ['/products/1', '/products/1', false],
  ])('%s to %s: %s', (from, to, expected) => {
    expect(isAnotherPage({ pathname: from }, { pathname: to })).toBe(expected);
  });

  it('is not the first page shown', () => {
    expect(isAnotherPage(undefined, { pathname: '/' })).toBe(false);
  });
});
