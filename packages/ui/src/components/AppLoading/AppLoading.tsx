import { useTranslation } from 'react-i18next';
import { Logo } from '../Logo';
import * as styles from './AppLoading.css';

/**
 * The full page shown while the cart is read back from browser storage (docs/requirements.md §2.14:
 * up to 5000 ms). It fades in after a short delay, so a fast start shows no flash.
 */
export function AppLoading() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.screen} data-screen="app-loading">
      <div className={styles.stage}>
        <span className={styles.logo}>
          <Logo size="lg" />
        </span>
        <span className={styles.track} aria-hidden="true">
          <span className={styles.bar} />
        </span>
        <p role="status" className={styles.text}>
          {t('loading.text')}
        </p>
      </div>
    </div>
  );
}
