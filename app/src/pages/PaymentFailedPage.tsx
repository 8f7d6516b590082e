import { useTranslation } from 'react-i18next';
import { PaymentFailed } from '@rimal/ui';
import { PageMeta } from '../layout/PageMeta';

export default function PaymentFailedPage() {
  const { t } = useTranslation('common');
  return (
    <>
      <PageMeta title={t('meta.failed.title')} description={t('meta.failed.description')} />
      <meta name="robots" content="noindex" />
      <PaymentFailed />
    </>
  );
}
