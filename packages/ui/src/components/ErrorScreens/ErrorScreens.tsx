import { useTranslation } from 'react-i18next';
import { formatNumber } from '@rimal/i18n';
import { paths } from '@rimal/core';
import { Button, buttonStyles } from '../Button';
import { StatusScreen } from '../StatusScreen';
import * as styles from './ErrorScreens.css';
import { Link } from '../private/SiteLink';
import { usePageInLanguage } from '../../hooks/usePageInLanguage';

/** Unknown routes and /mail (docs/requirements.md §2 and §8): "Opps! Page Not Found" and a way home. */
export function NotFoundScreen() {
  const { t, i18n } = useTranslation('common');
  return (
    <div className={styles.root} data-screen="not-found">
      <StatusScreen
        heading={t('notFound.title')}
        art={formatNumber(404, i18n.language, { useGrouping: false })}
        actions={
          <Link to={paths.home} className={buttonStyles({ variant: 'primary', size: 'lg' })}>
            {t('notFound.backHome')}
          </Link>
        }
      >
        <p>{t('notFound.description')}</p>
      </StatusScreen>
    </div>
  );
}

export interface AppErrorScreenProps {
  /** What was thrown; shown only when `showDetails` is true. */
  error?: unknown;
  /** Offer the technical detail in a disclosure: pass true in development only. @default false */
  showDetails?: boolean;
  /** Reloads the page. @default () => window.location.reload() */
  onReload?: () => void;
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error, null, 2) ?? String(error);
  } catch {
    return String(error);
  }
}

const reloadPage = () => window.location.reload();

/**
 * The route error fallback (docs/requirements.md §8): "Unexpected Application Error!".
 *
 * Only for a real fault: when a page's code is gone after an update use `NewVersionScreen`, and
 * when the shopper is offline `OfflineScreen`, since neither is an error of the site.
 */
export function AppErrorScreen({
  error,
  showDetails = false,
  onReload = reloadPage,
}: AppErrorScreenProps) {
  const { t } = useTranslation('common');
  const inLanguage = usePageInLanguage();
  const details = showDetails && error !== undefined;
  return (
    <div className={styles.root} data-screen="app-error" data-details={details || undefined}>
      <StatusScreen
        tone="critical"
        heading={t('appError.title')}
        actions={
          <>
            <Button size="lg" onClick={() => onReload()}>
              {t('appError.reload')}
            </Button>
            {/* A plain link, not the router's: the router may be what failed, and a full load
                of the home page starts from a clean state. */}
            <a
              href={inLanguage(paths.home)}
              className={buttonStyles({ variant: 'secondary', size: 'lg' })}
            >
              {t('appError.backHome')}
            </a>
          </>
        }
      >
        <p>{t('appError.description')}</p>
        {details && (
          <details className={styles.details}>
            <summary className={styles.summary}>{t('appError.details')}</summary>
            <pre className={styles.detailText} dir="ltr" lang="en" translate="no">
              {describe(error)}
            </pre>
          </details>
        )}
      </StatusScreen>
    </div>
  );
}

export interface NewVersionScreenProps {
  /** Loads the new version. @default () => window.location.reload() */
  onReload?: () => void;
}

/**
 * A page whose code is gone from the server: the site was updated while it was open. Shown
 * inside the site's frame once reloading by itself (once per session) did not help.
 */
export function NewVersionScreen({ onReload = reloadPage }: NewVersionScreenProps) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.root} data-screen="new-version">
      <StatusScreen
        heading={t('newVersion.title')}
        actions={
          <Button size="lg" onClick={() => onReload()}>
            {t('newVersion.reload')}
          </Button>
        }
      >
        <p>{t('newVersion.description')}</p>
      </StatusScreen>
    </div>
  );
}

export interface OfflineScreenProps {
  /** Tries the page again; the app does so only once the browser is back online. */
  onRetry: () => void;
}

/**
 * A page whose code could not load because the shopper is offline (issue 29): not a new
 * version, and no reload, which would land on the browser's own offline page. Shown inside the
 * site's frame; the app loads the page by itself once the connection returns.
 */
export function OfflineScreen({ onRetry }: OfflineScreenProps) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.root} data-screen="offline">
      <StatusScreen
        heading={t('offline.title')}
        actions={
          <Button size="lg" onClick={() => onRetry()}>
            {t('offline.retry')}
          </Button>
        }
      >
        <p>{t('offline.description')}</p>
      </StatusScreen>
    </div>
  );
}
