import { useTranslation } from 'react-i18next';
import { NotFoundScreen } from '@rimal/ui';
import { PageMeta } from '../layout/PageMeta';

export default function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <>
      <PageMeta
        title={t('meta.notFound.title')}
        description={t('meta.notFound.description')}
        indexed={false}
      />
      <NotFoundScreen />
    </>
  );
}
