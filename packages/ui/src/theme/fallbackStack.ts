import arial from '@capsizecss/metrics/arial';
import inter from '@capsizecss/metrics/inter';
import playfairDisplay from '@capsizecss/metrics/playfairDisplay';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import { fallbackFaces } from './fallbackFaces';
import { brandFallbacks } from './tokens';

// Liberation Sans and Serif have Arial's and Times New Roman's metrics: Linux gets the same fit.
/** The metric-matched stand-ins for the brand faces, as `fallbackFaces.css.ts` declares them. */
export const brandFallbackFaces = [
  ...fallbackFaces(brandFallbacks.body, inter, {
    metrics: arial,
    regular: ['Arial', 'ArialMT', 'Liberation Sans'],
    bold: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold'],
  }),
  ...fallbackFaces(brandFallbacks.display, playfairDisplay, {
    metrics: timesNewRoman,
    regular: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif'],
    bold: ['Times New Roman Bold', 'TimesNewRomanPS-BoldMT', 'Liberation Serif Bold'],
  }),
];
