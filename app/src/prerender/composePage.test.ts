import { describe, expect, it } from 'vitest';
import { composePage } from './composePage';
import type { RenderedPage } from './renderPage';
import { splitHoisted } from './splitHoisted';

const template = {
  html: [
    '<!doctype html>',
    '<html lang="en" dir="ltr">',
    '  <head>',
    '    <meta charset="UTF-8" />',
    '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
    '    <title data-shell>Rimal</title>',
    '    <meta',
    '      data-shell',
    '      name="description"',
    '      content="The shell’s words"',
    '    />',
    '    <link rel="modulepreload" crossorigin href="/assets/browser-1.js" />',
    '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
    '    <link rel="stylesheet" crossorigin href="/assets/index-1.css">',
    '  </head>',
    '  <body>',
    '    <div id="root"></div>',
    '  </body>',
    '</html>',
  ].join('\n'),
  stylesOf: (module: string) =>
    module === 'src/pages/ProductPage.tsx'
      ? ['/assets/ProductPage-1.css', '/assets/index-1.css']
      : [],
  languageScript: '/assets/language-1.js',
};

const page = (path: string, language: 'en' | 'ar'): RenderedPage => ({
  language,
  direction: language === 'ar' ? 'rtl' : 'ltr',
  head: '<title>Kunafa | Rimal</title>\n    <link rel="canonical" href="https://rimal.example/ar/product/99"/>',
  body: '<main><h1>Kunafa</h1></main>',
  data: { path, language, answers: { 'content:product:["ar",99]': { title: '</script><b>' } } },
  modules: ['src/pages/ProductPage.tsx'],
  artwork: ['/media/poster.svg'],
});

describe('a prerendered page’s HTML', () => {
  const arabic = composePage(template, page('/ar/product/99', 'ar'));

  it('names its language and direction, and keeps only its own title and description', () => {
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('<title>Kunafa | Rimal</title>');
    expect(arabic).not.toContain('data-shell');
    expect(arabic.match(/<title>/g)).toHaveLength(1);
  });

  it('links the styles of its page once, and preloads its artwork', () => {
    expect(arabic.match(/index-1\.css/g)).toHaveLength(1);
    expect(arabic).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/ProductPage-1.css">',
    );
    expect(arabic).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/media/poster.svg">',
    );
  });

  it('asks for the app last, async and without preloads, after the content and its data', () => {
    expect(arabic).not.toContain('modulepreload');
    const root = arabic.indexOf('<div id="root"><main><h1>Kunafa</h1></main></div>');
    const data = arabic.indexOf('<script type="application/json" id="page-data">');
    const app = arabic.indexOf(
      '<script type="module" async fetchpriority="low" crossorigin src="/assets/index-1.js">',
    );
    expect(root).toBeGreaterThan(arabic.indexOf('</head>'));
    expect(data).toBeGreaterThan(root);
    expect(app).toBeGreaterThan(data);
    expect(arabic.match(/index-1\.js/g)).toHaveLength(1);
  });

  it('keeps the catalog’s words from closing the data block', () => {
    expect(arabic).toContain('"title":"\\u003c/script>\\u003cb>"');
    expect(arabic.match(/<\/script>/g)).toHaveLength(2);
  });

  it('runs the language script before it paints only at a bare (English) address', () => {
    const english = composePage(template, page('/product/99', 'en'));
    const script = '<script src="/assets/language-1.js"></script>';
    expect(english.indexOf(script)).toBeGreaterThan(0);
    expect(english.indexOf(script)).toBeLessThan(english.indexOf('<link rel="stylesheet"'));
    expect(arabic).not.toContain(script);
  });

  it('leaves the asking for the app to the start script, when the build has one', () => {
    const started = composePage(
      { ...template, startScript: '/assets/startAfterLoad-1.js' },
      page('/ar/product/99', 'ar'),
    );
    expect(started).toContain(
      '<script async src="/assets/startAfterLoad-1.js" data-app="/assets/index-1.js"></script>',
    );
    expect(started).not.toContain('type="module"');
  });

  it('names the scripts the entry imports, for the start script to evaluate first', () => {
    const started = composePage(
      {
        ...template,
        startScript: '/assets/startAfterLoad-1.js',
        entryImports: ['/assets/rolldown-runtime-1.js', '/assets/react-1.js'],
      },
      page('/ar/product/99', 'ar'),
    );
    expect(started).toContain(
      'data-app="/assets/index-1.js" data-before="/assets/rolldown-runtime-1.js /assets/react-1.js"></script>',
    );
  });

  it('refuses a template without the app’s script', () => {
    expect(() =>
      composePage({ ...template, html: '<div id="root"></div>' }, page('/', 'en')),
    ).toThrow(/no module script/);
  });
});

describe('the tags React hoists out of a page', () => {
  it('go to the head; the tree stays the body', () => {
    const { head, body } = splitHoisted(
      '<link rel="preload" as="image" href="/p.svg"/><title>Kunafa</title><meta name="description" content="x"/><header><title>not hoisted</title></header>',
    );
    expect(head).toBe(
      '<link rel="preload" as="image" href="/p.svg"/>\n    <title>Kunafa</title>\n    <meta name="description" content="x"/>',
    );
    expect(body).toBe('<header><title>not hoisted</title></header>');
  });
});
