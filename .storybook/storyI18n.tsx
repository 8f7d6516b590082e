import type { ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { createI18n, dir, languages, namespaces, type Language } from '@rimal/i18n';
import '@rimal/ui/theme';

const instances = new Map<Language, I18n>();
const ready = new Map<Language, Promise<I18n>>();

/** One i18next instance per language, so "All languages" renders seven at once. */
export function ensureLanguage(language: Language): Promise<I18n> {
  let pending = ready.get(language);
  if (!pending) {
    pending = createI18n({ lng: language, ns: [...namespaces] }).then((instance) => {
      instances.set(language, instance);
      return instance;
    });
    ready.set(language, pending);
  }
  return pending;
}

export function getStoryI18n(language: Language): I18n {
  const instance = instances.get(language);
  if (!instance) throw new Error(`Language ${language} was not loaded by the story loader`);
  return instance;
}

export function StoryFrame({
  language,
  direction,
  labelled = false,
  children,
}: {
  language: Language;
  direction: 'auto' | 'ltr' | 'rtl';
  labelled?: boolean;
  children: ReactNode;
}) {
  const resolved = direction === 'auto' ? dir(language) : direction;
  const name = languages.find((entry) => entry.code === language)?.nativeName ?? language;
  return (
    <section
      lang={language}
      dir={resolved}
      data-story-root
      aria-label={labelled ? name : undefined}
    >
      {labelled && (
        <p style={{ font: '600 0.75rem system-ui', opacity: 0.7, margin: '0 0 0.5rem' }}>
          {language} · {name}
        </p>
      )}
      {children}
    </section>
  );
}
