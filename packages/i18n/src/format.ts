import { defaultLanguage, matchLanguage } from './languages';

/** Dates are shown in the shop's own time zone, whatever the visitor's clock says. */
export const SHOP_TIME_ZONE = 'Asia/Dubai';

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function locale(lng: string): string {
  return matchLanguage(lng) ?? defaultLanguage;
}

function numberFormat(lng: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale(lng)}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale(lng), options);
    numberFormats.set(key, format);
  }
  return format;
}

/** A number in the language's conventions (`1,234.5`, `1 234,5`). Currency lives in core. */
export function formatNumber(
  value: number,
  lng: string,
  options: Intl.NumberFormatOptions = {},
): string {
  return numberFormat(lng, options).format(value);
}

/** A ratio as a percentage: `formatPercent(0.2, 'en')` is `20%`. */
export function formatPercent(
  ratio: number,
  lng: string,
  options: Omit<Intl.NumberFormatOptions, 'style'> = {},
): string {
  return numberFormat(lng, { ...options, style: 'percent' }).format(ratio);
}

/** A date in the language's conventions, always in Dubai time. @default dateStyle 'medium' */
export function formatDate(
  value: Date | number,
  lng: string,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'> = { dateStyle: 'medium' },
): string {
  const key = `${locale(lng)}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale(lng), { ...options, timeZone: SHOP_TIME_ZONE });
    dateFormats.set(key, format);
  }
  return format.format(value);
}

/**
 * Wraps text from the content service (a weight like `200 g`) in a first-strong isolate, so it
 * keeps its own order inside a sentence of the other direction ("الوزن - 200 g", not "g 200").
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
