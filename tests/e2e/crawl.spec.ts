import { expect, test } from '@playwright/test';
import { paths } from '@rimal/core';
import { pageInLanguage } from '@rimal/i18n/address';
import { LANGUAGES } from './support/shop';

/*
 * Every page can be found (issue 45): a crawler, or a shopper without JavaScript, starting at
 * the home page of each language and following only the `<a href>` of the HTML the host sends,
 * reaches every address of the sitemap.
 */

const decode = (text: string) => text.replaceAll('&amp;', '&');

test('from / and each language home, plain links reach every address of the sitemap', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(decode(loc!)).pathname,
  );
  const starts = LANGUAGES.map(({ code }) => pageInLanguage(paths.home, code));
  const reached = new Set<string>(starts);
  const queue = [...starts];
  while (queue.length > 0) {
    const path = queue.shift()!;
    const response = await request.get(path);
    if (response.status() !== 200) continue;
    const html = await response.text();
    for (const [, href] of html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
      const url = new URL(decode(href!), new URL(path, baseURL));
      // Pages only: not a file (the sitemap, a picture) and not another site.
      if (url.origin !== new URL(baseURL!).origin || /\.\w+$/.test(url.pathname)) continue;
      if (reached.has(url.pathname)) continue;
      reached.add(url.pathname);
      queue.push(url.pathname);
    }
  }
  const missing = listed.filter((address) => !reached.has(address));
  const counts = `sitemap ${listed.length}, reached ${listed.length - missing.length}, missing ${missing.length}`;
  test.info().annotations.push({ type: 'crawl', description: counts });
  console.log(`crawl: ${counts}${missing.length > 0 ? `: ${missing.join(' ')}` : ''}`);
  expect(missing).toEqual([]);
});
