/** The client build's manifest (Vite's `.vite/manifest.json`), as far as the prerender reads it. */
export type Manifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

/** The scripts a module of the client build imports statically (`index.html`: the entry's). */
export const importsOf = (manifest: Manifest, base: string, module: string): string[] =>
  (manifest[module]?.imports ?? []).flatMap((key) => {
    const file = manifest[key]?.file;
    return file ? [`${base}${file}`] : [];
  });

/** The style sheets a module of the client build needs: its own and its static imports'. */
export function stylesOf(manifest: Manifest, base: string) {
  return (module: string): string[] => {
    const files: string[] = [];
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      for (const file of chunk.css ?? []) files.push(`${base}${file}`);
      chunk.imports?.forEach(visit);
    };
    visit(module);
    return files;
  };
}
