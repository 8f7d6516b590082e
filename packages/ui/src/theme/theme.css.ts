import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { scriptFonts, tokens } from './tokens';

createGlobalTheme(':root', vars, tokens);

// Each script gets a typeface that has its glyphs (tokens.ts).
for (const [lang, family] of Object.entries(scriptFonts)) {
  globalStyle(`:lang(${lang})`, {
    vars: { [vars.font.body]: family, [vars.font.display]: family },
  });
}

// Serif display italics make no sense in Arabic or CJK; wider line height helps Devanagari.
globalStyle(':lang(hi)', { vars: { [vars.lineHeight.normal]: '1.65' } });

// Korean breaks lines between words, at its spaces, not inside a word ("내려가 / 요"); a word
// longer than its line still wraps (overflow-wrap on body and p, in the global styles).
globalStyle(':lang(ko)', { wordBreak: 'keep-all' });
