import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatPercent, isolate } from './format';

describe('format', () => {
  it('formats numbers in the conventions of each language', () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'ru')).toBe(new Intl.NumberFormat('ru').format(1234.5));
    expect(formatNumber(2, 'en', { minimumFractionDigits: 2 })).toBe('2.00');
  });

  it('formats a ratio as a percentage', () => {
    expect(formatPercent(0.2, 'en')).toBe('20%');
    expect(formatPercent(0.125, 'en', { maximumFractionDigits: 1 })).toBe('12.5%');
    expect(formatPercent(0.2, 'ar')).toBe(
      new Intl.NumberFormat('ar', { style: 'percent' }).format(0.2),
    );
  });

  it("shows dates on Dubai's calendar, whatever the machine's time zone", () => {
    const lateEveningUtc = new Date('2024-01-01T22:30:00Z');
    expect(formatDate(lateEveningUtc, 'en')).toBe('Jan 2, 2024');
    expect(formatDate(lateEveningUtc, 'en', { timeStyle: 'short' })).toMatch(/^2:30\sAM$/);
    expect(formatDate(lateEveningUtc, 'ja', { dateStyle: 'short' })).toBe('2024/01/02');
  });

  it('falls back to English for a language the site does not offer', () => {
    expect(formatNumber(1234.5, 'xx-invalid')).toBe('1,234.5');
    expect(formatDate(Date.UTC(2024, 5, 1, 8), 'fr')).toBe('Jun 1, 2024');
  });
});

describe('isolate', () => {
  it('wraps the text in a first-strong isolate and its pop, and nothing else', () => {
    expect(isolate('200 g')).toBe('\u2068200 g\u2069');
    expect([...isolate('x')].map((c) => c.codePointAt(0))).toEqual([0x2068, 0x78, 0x2069]);
  });
});
