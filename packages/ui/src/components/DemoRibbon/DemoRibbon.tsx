import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './DemoRibbon.css';

/**
 * Says that this is the demo shop, where nothing is really ordered or paid: shown by a demo
 * build (`VITE_DEMO=1`) on every page.
 */
export function DemoRibbon() {
  const { t } = useTranslation('common');
  const textId = useId();
  // A landmark of its own (named by its words), so that no page content sits outside one.
  return (
    <aside className={styles.ribbon} aria-labelledby={textId}>
      <p id={textId} className={styles.text}>
        {t('demoRibbon.text')}
      </p>
    </aside>
  );
}
