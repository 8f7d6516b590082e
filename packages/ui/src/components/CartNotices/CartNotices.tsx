import { useId } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { toFils, type CartChange, type Fils } from '@rimal/core';
import { useShownTexts } from '../../data/productTexts';
import { useFormatMoney } from '../../hooks/useFormatMoney';
import { Button } from '../Button';
import * as styles from './CartNotices.css';

export interface CartNoticesProps {
  /** What reading the catalog again changed in the cart (core's `reconcileCart`), in cart order. */
  changes: readonly CartChange[];
  /** Called by the "Got it" button; without it there is no button. */
  onDismiss?: () => void;
}

/** Changes that take something out of the order read as a warning; the others as news. */
const warnings: ReadonlySet<CartChange['kind']> = new Set([
  'removed',
  'soldOut',
  'quantityLowered',
]);

/** The words for one change (`shop:notices.<kind>`). */
function changeMessage(
  t: TFunction<'shop'>,
  formatMoney: (fils: Fils) => string,
  change: CartChange,
): string {
  switch (change.kind) {
    case 'priceChanged':
      return t('notices.priceChanged', {
        from: formatMoney(toFils(change.from)),
        to: formatMoney(toFils(change.to)),
      });
    case 'removed':
      return t('notices.removed');
    case 'soldOut':
      return t('notices.soldOut');
    case 'backInStock':
      return t('notices.backInStock');
    case 'quantityLowered':
      return t('notices.quantityLowered', { cap: change.cap, from: change.from });
  }
}

/** The product's name in the language on screen, kept apart from the rest of the sentence. */
function ProductName({ item }: { item: CartChange }) {
  return <bdi>{useShownTexts(item).title}</bdi>;
}

/**
 * Tells the shopper what changed in their cart since they filled it: one item per change, each
 * naming the product. A polite live region, so a screen reader reads it without interrupting.
 *
 * Use it for changes the shopper must see before paying: they stay until dismissed. For a
 * passing confirmation use a toast, which goes by itself.
 */
export function CartNotices({ changes, onDismiss }: CartNoticesProps) {
  const { t } = useTranslation('shop');
  const formatMoney = useFormatMoney();
  const titleId = useId();
  if (changes.length === 0) return null;
  return (
    <section className={styles.notices} role="status" aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {t('notices.title')}
      </h3>
      <ul className={styles.list}>
        {changes.map((change) => (
          <li
            key={`${change.kind}:${change.id}`}
            className={styles.item}
            data-change={change.kind}
            data-tone={warnings.has(change.kind) ? 'warning' : 'news'}
          >
            <strong className={styles.product}>
              <ProductName item={change} />
            </strong>
            <span className={styles.message}>{changeMessage(t, formatMoney, change)}</span>
          </li>
        ))}
      </ul>
      {onDismiss && (
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" onClick={onDismiss}>
            {t('notices.dismiss')}
          </Button>
        </div>
      )}
    </section>
  );
}
