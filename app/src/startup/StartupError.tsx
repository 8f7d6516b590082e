import type { Language } from '@rimal/i18n';
import { Button, StatusScreen } from '@rimal/ui';
import { startupTexts } from './startupTexts';

export interface StartupErrorProps {
  /** The language the visitor would have got (`pickLanguage`). */
  language: Language;
  /** Starts the site again. */
  onRetry: () => void;
  /**
   * Why, where the site can tell: `demoNeedsSiteData` when demo mode could not start its back
   * ends because the browser blocks site data; otherwise a part that did not load.
   * @default 'notLoaded'
   */
  cause?: 'notLoaded' | 'demoNeedsSiteData';
}

/** What a visitor sees when the site could not start: never a blank page. */
export function StartupError({ language, onRetry, cause = 'notLoaded' }: StartupErrorProps) {
  const texts = startupTexts[language];
  return (
    <main id="content" data-screen="startup-error">
      <StatusScreen
        tone="critical"
        heading={texts.title}
        actions={
          <Button size="lg" onClick={() => onRetry()}>
            {texts.retry}
          </Button>
        }
      >
        <p>{cause === 'demoNeedsSiteData' ? texts.demoNeedsSiteData : texts.description}</p>
      </StatusScreen>
    </main>
  );
}
