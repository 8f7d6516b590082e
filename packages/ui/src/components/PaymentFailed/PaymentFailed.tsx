import { useTranslation } from 'react-i18next';
import { paths } from '@rimal/core';
import { AlertIcon } from '../../icons';
import { buttonStyles } from '../Button';
import { StatusScreen } from '../StatusScreen';
import * as styles from './PaymentFailed.css';
import { Link } from '../private/SiteLink';

export interface PaymentFailedProps {
  /** Where Continue Shopping goes (docs/requirements.md §2). @default paths.shop */
  shopHref?: string;
}

/** The payment failure screen of /failed (docs/requirements.md §2 and §8). */
export function PaymentFailed({ shopHref = paths.shop }: PaymentFailedProps) {
  const { t } = useTranslation('checkout');
  return (
    <div className={styles.root} data-outcome="failed">
      <StatusScreen
        tone="critical"
        art={
          <span className={styles.mark}>
            <AlertIcon size="lg" />
          </span>
        }
        heading={t('failed.title')}
        actions={
          <Link
            to={shopHref}
            className={buttonStyles({ variant: 'primary', size: 'lg' })}
            onClick={() => window.scrollTo({ top: 0, left: 0, behavior: 'auto' })}
          >
            {t('failed.continueShopping')}
          </Link>
        }
      />
    </div>
  );
}
