import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney, fromFils, prepareMoneyFormat, toFils } from './money';

describe('toFils', () => {
  it.each([
    [0.1 + 0.2, 30],
    [1.005, 101],
    [75.5, 7550],
    [19.99, 1999],
    [-1.005, -101],
    [0, 0],
  ])('converts %s AED to %s fils', (aed, fils) => {
    // Act
    const result = toFils(aed);

    // Assert
    expect(result).toBe(fils);
  });

  it('never gives negative zero for an amount that rounds away', () => {
    expect(Object.is(toFils(-0.001), 0)).toBe(true);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('refuses %s', (aed) => {
    expect(() => toFils(aed)).toThrow(RangeError);
  });
});

describe('fromFils', () => {
  it('gives AED with two decimals', () => {
    expect(fromFils(7550)).toBe(75.5);
    expect(fromFils(1)).toBe(0.01);
  });
});

/** Counts the number formatters made, while they still format for real. */
function spyOnFormatters() {
  const RealNumberFormat = Intl.NumberFormat;
  return vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
    locales?: Intl.LocalesArgument,
    options?: Intl.NumberFormatOptions,
  ) {
    return new RealNumberFormat(locales, options);
  });
}

describe('formatMoney', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows AED with two decimals in English', () => {
    // Act
    const text = formatMoney(123450, 'en');

    // Assert
    expect(text).toMatch(/^AED\s1,234\.50$/u);
  });

  it('keeps two decimals on whole amounts', () => {
    expect(formatMoney(3700, 'en')).toMatch(/37\.00$/);
  });

  it('follows the locale', () => {
    expect(formatMoney(123450, 'ru')).toMatch(/^1\s234,50\sAED$/u);
  });

  it('creates one formatter per locale', () => {
    // Arrange
    const spy = spyOnFormatters();

    // Act
    formatMoney(100, 'ko');
    formatMoney(200, 'ko');

    // Assert
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('formats with the formatter prepared ahead of time', () => {
    // Arrange
    const spy = spyOnFormatters();

    // Act
    prepareMoneyFormat('ja');
    const calledBeforeFirstPrice = spy.mock.calls.length;
    const text = formatMoney(1250, 'ja');

    // Assert
    expect(calledBeforeFirstPrice).toBe(1);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(text).toMatch(/12\.50/);
  });
});
