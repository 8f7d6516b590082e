/** The client build's manifest (Vite's `.vite/manifest.json`), as far as the prerender reads it. */
export type Manifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

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
