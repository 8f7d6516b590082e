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

/**
 * The brand's faces (Inter, Playfair Display), declared once asked for. Until then text shows in
 * their metric-matched stand-ins (fallbackFaces.css.ts), so the swap moves nothing.
 */
const loadBrandFonts = createScriptFontLoader({ brand: () => import('./brandFaces') });

/** Starts loading every face a page in this language shows; resolves when their CSS is in. */
export const loadFonts = (language: string): Promise<unknown> =>
  Promise.all([loadBrandFonts('brand'), loadScriptFonts(language)]);
