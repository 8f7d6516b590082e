import { describe, expect, it } from 'vitest';
import { importsOf, stylesOf, type Manifest } from './styles';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    css: ['assets/index-1.css'],
    imports: ['_rolldown-runtime-1.js', '_react-1.js'],
  },
  '_rolldown-runtime-1.js': { file: 'assets/rolldown-runtime-1.js' },
  '_react-1.js': { file: 'assets/react-1.js', imports: ['_rolldown-runtime-1.js'] },
  'src/pages/ProductPage.tsx': {
    file: 'assets/ProductPage-1.js',
    css: ['assets/ProductPage-1.css'],
    imports: ['index.html'],
  },
};

describe('what the prerender reads from the manifest', () => {
  it("lists the scripts a module imports, in the manifest's order, under the base", () => {
    expect(importsOf(manifest, '/shop/', 'index.html')).toEqual([
      '/shop/assets/rolldown-runtime-1.js',
      '/shop/assets/react-1.js',
    ]);
    expect(importsOf(manifest, '/', 'src/pages/ProductPage.tsx')).toEqual(['/assets/index-1.js']);
    expect(importsOf(manifest, '/', 'missing.ts')).toEqual([]);
  });

  it("lists a page module's style sheets and its imports'", () => {
    expect(stylesOf(manifest, '/')('src/pages/ProductPage.tsx')).toEqual([
      '/assets/ProductPage-1.css',
      '/assets/index-1.css',
    ]);
  });
});
