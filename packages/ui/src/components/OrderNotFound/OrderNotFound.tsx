import { useTranslation } from 'react-i18next';
import { paths } from '@rimal/core';
import { buttonStyles } from '../Button';
import { StatusScreen } from '../StatusScreen';
import { VisuallyHidden } from '../VisuallyHidden';
import { Link } from '../private/SiteLink';

export interface OrderNotFoundProps {
  /** The support chat the shopper can ask, from the site's configuration. */
  supportHref: string;
  /** Where Continue Shopping goes. @default paths.shop */
  shopHref?: string;
}

/**
 * Paid, but this browser holds no order to place: we never claim an order we did not see
 * placed, so the shopper is sent to support with their payment (docs/requirements.md §4).
 */
export function OrderNotFound({ supportHref, shopHref = paths.shop }: OrderNotFoundProps) {
  const { t } = useTranslation('checkout');
  const { t: tCommon } = useTranslation('common');
  return (
    <StatusScreen
      tone="critical"
      heading={t('success.title')}
      actions={
        <>
          <a
            href={supportHref}
            target="_blank"
            rel="noreferrer"
            className={buttonStyles({ variant: 'secondary', size: 'lg' })}
          >
            {tCommon('support.chat')}
            <VisuallyHidden>{` ${tCommon('footer.opensInNewTab')}`}</VisuallyHidden>
          </a>
          <Link to={shopHref} className={buttonStyles({ variant: 'primary', size: 'lg' })}>
            {t('summary.continueShopping')}
          </Link>
        </>
      }
    >
      <p>{t('errors.orderNotFound')}</p>
    </StatusScreen>
  );
}
