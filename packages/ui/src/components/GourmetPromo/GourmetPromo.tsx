import { useTranslation } from 'react-i18next';
import { paths } from '@rimal/core';
import { createIcon } from '../../icons/Icon';
import { buttonStyles } from '../Button';
import * as styles from './GourmetPromo.css';
import { Link } from '../private/SiteLink';

const ArrowUpIcon = createIcon(<path d="M12 19V5M6 11l6-6 6 6" />);

export interface GourmetPromoProps {
  /** The product the Order Now button opens; without one it opens the shop. */
  productId?: number;
  /** Id of an element to move focus to once back at the top (e.g. the page heading or main). */
  topTargetId?: string;
}

/**
 * The gourmet promo block (docs/requirements.md §2): description, promise line, Order Now and a
 * back-to-top helper. The scroll follows the page's scroll-behavior, which is instant under
 * reduced motion.
 */
export function GourmetPromo({ productId, topTargetId }: GourmetPromoProps) {
  const { t } = useTranslation('brands');
  const orderHref = productId === undefined ? paths.shop : paths.product(productId);

  const backToTop = () => {
    window.scrollTo({ top: 0 });
    // Keyboard and screen-reader users land where the eyes do.
    if (topTargetId) document.getElementById(topTargetId)?.focus({ preventScroll: true });
  };

  return (
    <section className={styles.promo}>
      <div className={styles.inner}>
        <svg className={styles.ornament} viewBox="0 0 120 12" aria-hidden="true" focusable="false">
          <path d="M0 6h48M72 6h48" stroke="currentColor" strokeWidth={1} />
          <path d="M60 0.5l5.5 5.5-5.5 5.5-5.5-5.5z" fill="currentColor" />
        </svg>
        <p className={styles.description}>{t('promo.description')}</p>
        <p className={styles.promise}>{t('promo.promise')}</p>
        <div className={styles.actions}>
          <Link to={orderHref} className={`${buttonStyles({ size: 'lg' })} ${styles.order}`}>
            {t('promo.orderNow')}
          </Link>
          <button type="button" className={styles.toTop} onClick={backToTop}>
            <ArrowUpIcon size="sm" />
            {t('scrollToTop')}
          </button>
        </div>
      </div>
    </section>
  );
}
