import type { i18n as I18n } from 'i18next';
import { defaultNamespace } from '@rimal/i18n';

/**
 * The text files (`<language>/<namespace>`) of the first page that did not load. i18next
 * finishes starting even when they failed, and the page would then show bare keys.
 */
export function missingTexts(
  i18n: Pick<I18n, 'hasResourceBundle'>,
  language: string,
  namespaces: readonly string[],
): string[] {
  return [...new Set([defaultNamespace, ...namespaces])]
    .filter((ns) => !i18n.hasResourceBundle(language, ns))
    .map((ns) => `${language}/${ns}`);
}
