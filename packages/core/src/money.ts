/** Money is counted in integer fils (1 AED = 100 fils) so sums never drift. */
export type Fils = number;

export const FILS_PER_AED = 100;

/**
 * Converts an AED amount to fils, rounding half away from zero on the decimal value a person
 * wrote (1.005 -> 101, 0.1 + 0.2 -> 30), not on the binary float's tiny error.
 */
export function toFils(aed: number): Fils {
  if (!Number.isFinite(aed)) {
    throw new RangeError(`Not an amount of money: ${aed}`);
  }
  const scaled = Number((Math.abs(aed) * FILS_PER_AED).toPrecision(15));
  const fils = Math.sign(aed) * Math.round(scaled);
  // Math.sign(-0.001) * 0 would give -0.
  return fils === 0 ? 0 : fils;
}

/** Converts fils to an AED number with at most two decimals, for payloads. */
export function fromFils(fils: Fils): number {
  return fils / FILS_PER_AED;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string): Intl.NumberFormat {
  const cached = formatters.get(locale);
  if (cached) {
    return cached;
  }
  const formatter = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'AED',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  formatters.set(locale, formatter);
  return formatter;
}

/**
 * Builds the locale's formatter ahead of the first price. The first currency formatter a page
 * makes loads the engine's currency data, 36 to 62 ms in Chromium on our CI machines; paid while
 * the page waits for its code and content, it no longer lengthens the render that shows prices.
 */
export function prepareMoneyFormat(locale: string): void {
  formatterFor(locale);
}

/** Formats an amount for display in the given locale, always with two decimals (docs/requirements.md §9). */
export function formatMoney(fils: Fils, locale: string): string {
  return formatterFor(locale).format(fromFils(fils));
}
