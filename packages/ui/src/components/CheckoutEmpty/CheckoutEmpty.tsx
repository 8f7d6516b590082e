import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonStyles } from '../Button';
import { root } from '../CheckoutFlow/CheckoutFlow.css';
import { StatusScreen } from '../StatusScreen';

export interface CheckoutEmptyProps {
  /** Where Continue Shopping goes. @default '/products/1' */
  shopHref?: string;
}

/**
 * Checkout with nothing in the cart: no form and no payment, only the way back to the shop.
 * It needs none of the checkout's machinery, so the site can show it without loading that.
 */
export function CheckoutEmpty({ shopHref = '/products/1' }: CheckoutEmptyProps) {
  const { t } = useTranslation('checkout');
  return (
    <div className={root} data-state="empty">
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
