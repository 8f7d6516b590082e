/**
 * `load(language)` over one loader per language: each language's fonts are asked for once, and
 * asked for again after a failure (offline for a moment, a deploy in between) instead of that
 * failure being handed out for the rest of the visit.
 */
export function createScriptFontLoader(
  loaders: Readonly<Record<string, () => Promise<unknown>>>,
): (language: string) => Promise<unknown> {
  const pending = new Map<string, Promise<unknown>>();
  return (language) => {
    const loader = loaders[language];
    if (!loader) return Promise.resolve();
    let loading = pending.get(language);
    if (!loading) {
      loading = loader().catch((error: unknown) => {
        pending.delete(language);
        throw error;
      });
      pending.set(language, loading);
    }
    return loading;
  };
}
