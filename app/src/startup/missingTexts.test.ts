import { describe, expect, it } from 'vitest';
import { createI18n, type ResourceLoader } from '@rimal/i18n';
import { missingTexts } from './missingTexts';

/** Every file loads, except those named in `failing` (`<language>/<namespace>`). */
const loaderFailing =
  (...failing: string[]): ResourceLoader =>
  (lng, ns) =>
    Promise.resolve(failing.includes(`${lng}/${ns}`) ? undefined : { title: `${lng} ${ns}` });

describe('missingTexts', () => {
  it('is empty when the language’s texts of the first page all loaded', async () => {
    const i18n = await createI18n({ lng: 'ar', ns: ['home', 'shop'], load: loaderFailing() });
    expect(missingTexts(i18n, 'ar', ['home', 'shop'])).toEqual([]);
  });

  it('names what failed, even with the English fallback in', async () => {
    const i18n = await createI18n({ lng: 'ar', ns: ['shop'], load: loaderFailing('ar/shop') });
    expect(missingTexts(i18n, 'ar', ['shop'])).toEqual(['ar/shop']);
  });

  it('always checks the common texts', async () => {
    const i18n = await createI18n({ lng: 'en', load: loaderFailing('en/common') });
    expect(missingTexts(i18n, 'en', [])).toEqual(['en/common']);
  });
});
