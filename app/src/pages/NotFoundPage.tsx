import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { StatusScreen, buttonStyles } from '@rimal/ui';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <main id="content">
      <StatusScreen
        art="404"
        heading={t('notFound.title')}
        actions={
          <Link to="/" className={buttonStyles({ variant: 'primary' })}>
            {t('notFound.backHome')}
          </Link>
        }
      />
    </main>
  );
}
