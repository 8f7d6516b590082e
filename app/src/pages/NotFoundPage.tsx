import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { StatusScreen, buttonStyles } from '@rimal/ui';
import { PageMeta } from '../layout/PageMeta';

export default function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <>
      <PageMeta title={t('meta.notFound.title')} description={t('meta.notFound.description')} />
      <StatusScreen
        art="404"
        heading={t('notFound.title')}
        actions={
          <Link to="/" className={buttonStyles({ variant: 'primary' })}>
            {t('notFound.backHome')}
          </Link>
        }
      />
    </>
  );
}
