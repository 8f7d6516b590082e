import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { isLatinBasic, latinBasicText, latinBasicUnicodeRange } from './coverage';
import { latinBasicCss, latinBasicFaces } from './faces';
import { cutLatinBasicFace } from './subset';

const require = createRequire(import.meta.url);
const here = new URL('./', import.meta.url);
const repo = new URL('../../../../../', import.meta.url);

/** The code points of a CSS `unicode-range` value. */
function rangeOf(unicodeRange: string): (code: number) => boolean {
  const spans = unicodeRange.split(',').map((part) => {
    const [first = '', last = first] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(first, 16), parseInt(last, 16)] as const;
  });
  return (code) => spans.some(([first, last]) => code >= first && code <= last);
}

/** The `unicode-range` of the full Latin face that a basic face stands in front of. */
function fullLatinRange(source: string): (code: number) => boolean {
  const css = readFileSync(require.resolve(source.replace(/files\/.*$/, 'index.css')), 'utf8');
  const file = source.split('/').pop() ?? '';
  const rule = css.split('@font-face').find((each) => each.includes(`files/${file}`)) ?? '';
  return rangeOf(/unicode-range:\s*([^;]+);/.exec(rule)?.[1] ?? '');
}

/** Every text the site sets: the seven languages' strings and the demo catalog. */
function siteTexts(): string {
  const locales = new URL('packages/i18n/src/locales/', repo);
  const catalog = new URL('mocks/src/catalog/', repo);
  const read = (folder: URL, name: string) => readFileSync(new URL(name, folder), 'utf8');
  return [
    ...readdirSync(locales).flatMap((language) =>
      readdirSync(new URL(`${language}/`, locales)).map((file) =>
        read(new URL(`${language}/`, locales), file),
      ),
    ),
    ...readdirSync(catalog)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      // Comments are not set on any page (they cite docs/ with a § sign).
      .map((file) => read(catalog, file).replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')),
    // The catalog's translations: a brand or a unit in Latin script inside them is set too.
    ...readdirSync(new URL('translations/', catalog)).map((file) =>
      read(new URL('translations/', catalog), file),
    ),
  ].join('\n');
}

const numberFormats = ['en', 'ar-AE', 'ru', 'hi', 'zh', 'ja', 'ko'].map((language) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'AED' }).format(-12345.5),
);

describe('the basic Latin faces', () => {
  it.each(latinBasicFaces)(
    'cover every Latin character the site sets in $family, so its full face is never needed',
    ({ source }) => {
      const inFullFace = fullLatinRange(source);
      const missing = [...new Set(siteTexts() + numberFormats.join(''))].filter(
        (character) =>
          !/\p{Cc}/u.test(character) && // line breaks and tabs are never drawn
          inFullFace(character.codePointAt(0) ?? 0) &&
          !isLatinBasic(character),
      );
      expect(missing).toEqual([]);
    },
  );

  it.each(latinBasicFaces)('claim only characters their full face has ($family)', ({ source }) => {
    const inFullFace = fullLatinRange(source);
    const outside = [...latinBasicText()].filter((c) => !inFullFace(c.codePointAt(0) ?? 0));
    expect(outside).toEqual([]);
  });

  it('are declared with their characters, as `npm run fonts` writes them', () => {
    const css = readFileSync(new URL('latinBasic.css', here), 'utf8');
    expect(css).toBe(latinBasicCss());
    expect(css).toContain(`unicode-range: ${latinBasicUnicodeRange()};`);
    expect(latinBasicUnicodeRange()).toMatch(/^U\+0020-007E,U\+00A0,/);
  });

  it.each(latinBasicFaces)(
    'are the files `npm run fonts` cuts from the installed fonts ($file)',
    async ({ file, source }) => {
      const committed = readFileSync(new URL(file, here));
      const cut = await cutLatinBasicFace(source);
      expect(cut.equals(committed)).toBe(true);
      expect(committed.length).toBeLessThan(readFileSync(require.resolve(source)).length * 0.7);
    },
  );
});
