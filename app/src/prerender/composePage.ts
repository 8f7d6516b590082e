import { pathWithoutLanguage } from '@rimal/i18n/address';
import { jsonForScript } from '../seo';
import type { RenderedPage } from './renderPage';
import { PAGE_DATA_ID } from './pageData';

/** The client build's `index.html`, and the style sheets each page module needs. */
export interface PageTemplate {
  html: string;
  /** The style sheets (addresses) of a page module (`src/pages/…`) and what it imports. */
  stylesOf: (module: string) => readonly string[];
  /**
   * The script a page at a bare address runs before it paints, to move a reader of another
   * language to that language's page (languageBeforePaint.ts); none in a benchmark.
   */
  languageScript?: string;
  /**
   * The script that asks for the app once the page has loaded (startAfterLoad.ts); without it
   * the page asks for the app itself, last and at a low priority.
   */
  startScript?: string;
  /**
   * The scripts the entry imports (React's, app/build/chunking.ts): the start script evaluates
   * each in a task of its own before the entry, instead of the whole app in one long task.
   */
  entryImports?: readonly string[];
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const entryScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * A prerendered page's HTML: the template with the page's language and direction, its head
 * tags, its styles, its content in `#root` and the data the browser takes it over with.
 *
 * The app's script is asked for last, `async` and at a low priority: the HTML paints without
 * waiting for it (nor for the `modulepreload`s the shell has), and it runs once `#root` is
 * parsed. Lighthouse's simulation charges a high-priority script that arrives before the first
 * paint to that paint, as if the page had waited for it.
 */
export function composePage(template: PageTemplate, page: RenderedPage): string {
  // As the shell's attribute writes it, entities included: it goes back into an attribute as is
  // (escaping it again would double them).
  const entry = entryScript.exec(template.html)?.[1];
  if (!entry) throw new Error('index.html has no module script to take the page over');
  const linked = new Set(
    [...template.html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]),
  );
  const styles = [...new Set(page.modules.flatMap(template.stylesOf))].filter(
    (href) => !linked.has(href),
  );
  const head = [
    page.head,
    ...styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`),
    // The page's artwork, unless the page preloads it itself.
    ...page.artwork
      .filter((href) => !page.head.includes(`href="${escapeAttribute(href)}"`))
      .map(
        (href) =>
          `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(href)}">`,
      ),
  ].filter(Boolean);
  // Only English lives at the bare path: a page under a language's prefix names its language.
  const beforePaint =
    template.languageScript && page.data.path === pathWithoutLanguage(page.data.path)
      ? `<script src="${escapeAttribute(template.languageScript)}"></script>\n    `
      : '';
  return template.html
    .replace(
      /<html lang="[^"]*" dir="[^"]*">/,
      `<html lang="${page.language}" dir="${page.direction}">`,
    )
    .replace('<meta name="viewport"', `${beforePaint}<meta name="viewport"`)
    .replace(/\s*<title data-shell>[^<]*<\/title>/, '')
    .replace(/\s*<meta\s+data-shell[^>]*>/, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(entryScript, '')
    .replace('</head>', `  ${head.join('\n    ')}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      [
        `<div id="root">${page.body}</div>`,
        `<script type="application/json" id="${PAGE_DATA_ID}">${jsonForScript(page.data)}</script>`,
        template.startScript
          ? `<script async src="${escapeAttribute(template.startScript)}" data-app="${entry}"${
              template.entryImports?.length
                ? ` data-before="${escapeAttribute(template.entryImports.join(' '))}"`
                : ''
            }></script>`
          : `<script type="module" async fetchpriority="low" crossorigin src="${entry}"></script>`,
      ].join('\n    '),
    );
}
