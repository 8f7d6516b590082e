import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { brandFallbacks, tokens } from './tokens';

createGlobalTheme(':root', vars, tokens);

/*
 * Each script gets a typeface that has its glyphs; Latin and Cyrillic stay on Inter. The font
 * files themselves load per language (see fonts.ts), so a shopper only downloads their own.
 */
const inter = brandFallbacks.body;
const scriptFonts = {
  ar: "'Noto Sans Arabic Variable', 'Noto Sans Arabic', system-ui, sans-serif",
  hi: `'Noto Sans Devanagari Variable', 'Inter Variable', '${inter}', system-ui, sans-serif`,
  zh: `'Inter Variable', '${inter}', 'Noto Sans SC Variable', 'Noto Sans CJK SC', system-ui, sans-serif`,
  ja: `'Inter Variable', '${inter}', 'Noto Sans JP Variable', 'Noto Sans CJK JP', system-ui, sans-serif`,
  ko: `'Inter Variable', '${inter}', 'Noto Sans KR Variable', 'Noto Sans CJK KR', system-ui, sans-serif`,
} as const;

for (const [lang, family] of Object.entries(scriptFonts)) {
  globalStyle(`:lang(${lang})`, {
    vars: { [vars.font.body]: family, [vars.font.display]: family },
  });
}

// Serif display italics make no sense in Arabic or CJK; wider line height helps Devanagari.
globalStyle(':lang(hi)', { vars: { [vars.lineHeight.normal]: '1.65' } });
