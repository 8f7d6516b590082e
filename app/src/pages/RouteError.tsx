import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router-dom';
import { Button, StatusScreen, buttonStyles } from '@rimal/ui';

/** The route error fallback (SPEC.md section 8: Unexpected Application Error!). */
export function RouteError() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <main id="content">
      <StatusScreen
        tone="critical"
        heading={t('appError.title')}
        actions={
          <>
            <Button onClick={() => window.location.reload()}>{t('appError.reload')}</Button>
            <Link to="/" className={buttonStyles({ variant: 'secondary' })}>
              {t('appError.backHome')}
            </Link>
          </>
        }
      >
        {t('appError.description')}
      </StatusScreen>
    </main>
  );
}
