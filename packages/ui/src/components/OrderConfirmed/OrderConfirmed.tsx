import { useTranslation } from 'react-i18next';
import { paths } from '@rimal/core';
import { CheckIcon } from '../../icons';
import { buttonStyles } from '../Button';
import { Logo } from '../Logo';
import { StatusScreen } from '../StatusScreen';
import * as styles from './OrderConfirmed.css';
import { Link } from '../private/SiteLink';

export interface OrderConfirmedProps {
  /** Where Continue Shopping goes (docs/requirements.md §2: the products route with value 1). @default paths.shop */
  shopHref?: string;
}

/** The terminal screen after a paid and placed order; its one exit leads back to the shop. */
export function OrderConfirmed({ shopHref = paths.shop }: OrderConfirmedProps) {
  const { t } = useTranslation('checkout');
  return (
    <div className={styles.root} data-outcome="confirmed">
      <StatusScreen
        art={
          <span className={styles.art}>
            <Logo size="lg" />
            <span className={styles.check}>
              <CheckIcon size="lg" />
            </span>
          </span>
        }
        heading={t('confirmed.title')}
        actions={
          <Link
            to={shopHref}
            className={buttonStyles({ variant: 'primary', size: 'lg' })}
            onClick={() => window.scrollTo({ top: 0, left: 0, behavior: 'auto' })}
          >
            {t('confirmed.continueShopping')}
          </Link>
        }
      >
        <p>{t('confirmed.thanks')}</p>
      </StatusScreen>
    </div>
  );
}
