import { useTranslation } from 'react-i18next';
import { OrderConfirmed } from '@rimal/ui';
import { PageMeta } from '../layout/PageMeta';

/** /succsess: where checkout lands once the order is placed, so a reload keeps the confirmation. */
export default function OrderConfirmedPage() {
  const { t } = useTranslation('common');
  return (
    <>
      <PageMeta
        title={t('meta.orderConfirmed.title')}
        description={t('meta.orderConfirmed.description')}
      />
      <meta name="robots" content="noindex" />
      <OrderConfirmed />
    </>
  );
}
