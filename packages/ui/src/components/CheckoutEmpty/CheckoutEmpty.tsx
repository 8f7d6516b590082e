import { useTranslation } from 'react-i18next';
import { paths } from '@rimal/core';
import { buttonStyles } from '../Button';
import { StatusScreen } from '../StatusScreen';
import { checkoutPage } from '../private/checkoutPage.css';
import { Link } from '../private/SiteLink';

export interface CheckoutEmptyProps {
  /** Where Continue Shopping goes. @default paths.shop */
  shopHref?: string;
}

/**
 * Checkout with nothing in the cart: no form and no payment, only the way back to the shop.
 * It needs none of the checkout's machinery, so the site can show it without loading that.
 */
export function CheckoutEmpty({ shopHref = paths.shop }: CheckoutEmptyProps) {
  const { t } = useTranslation('checkout');
  return (
    <div className={checkoutPage} data-state="empty">
      <StatusScreen
        heading={t('summary.empty')}
        actions={
          <Link to={shopHref} className={buttonStyles({ variant: 'primary', size: 'lg' })}>
            {t('summary.continueShopping')}
          </Link>
        }
      />
    </div>
  );
}
