import '@fontsource-variable/inter';
import '@fontsource-variable/playfair-display';
// After the full faces, so that it wins for the characters nearly every page sets (coverage.ts).
import './latinBasic/latinBasic.css';
import { createScriptFontLoader } from './scriptFontLoader';

/**
 * Script fonts are fetched only for the language in use: the CJK faces alone are ~100 KB of
 * CSS each before any glyph is downloaded.
 */
const scriptFontLoaders: Record<string, () => Promise<unknown>> = {
  ar: () => import('@fontsource-variable/noto-sans-arabic'),
  hi: () => import('@fontsource-variable/noto-sans-devanagari'),
  zh: () => import('@fontsource-variable/noto-sans-sc'),
  ja: () => import('@fontsource-variable/noto-sans-jp'),
  ko: () => import('@fontsource-variable/noto-sans-kr'),
};

/** Starts loading the fonts of a language's script; resolves when its CSS is in. */
export const loadScriptFonts = createScriptFontLoader(scriptFontLoaders);
