import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  buyableLines,
  orderTotals,
  totalPieces,
  type CartLine,
  type PrizeRecord,
} from '@rimal/core';
import { useFormatMoney } from '../../hooks/useFormatMoney';
import { OrderSummaryLine } from './OrderSummaryLine';
import * as styles from './OrderSummary.css';

export interface OrderSummaryProps {
  /** The cart lines being bought, sold-out ones included (they are marked and not charged). */
  lines: readonly CartLine[];
  /** The valid coupon or prize record; a prize earns the discount (docs/requirements.md §9). */
  record: PrizeRecord | null;
  /** Prefix of the lines' image paths (docs/requirements.md §3). */
  mediaHost: string;
  /** Called with the product id and the new quantity from a line's stepper. */
  onQuantityChange: (id: number, quantity: number) => void;
  /** Called with the product id when a line's remove button is pressed. */
  onRemove: (id: number) => void;
  /** Lock the lines once payment has started, so the charge matches the order. @default false */
  readOnly?: boolean;
  /** Rendered between the lines and the totals (the checkout puts the coupon field here). */
  children?: ReactNode;
}

/**
 * The checkout's order summary: lines with steppers and remove, then core's totals. A line sold
 * out since it was added stays listed, marked, and is left out of the pieces and the totals.
 */
export function OrderSummary({
  lines,
  record,
  mediaHost,
  onQuantityChange,
  onRemove,
  readOnly = false,
  children,
}: OrderSummaryProps) {
  const { t } = useTranslation(['checkout', 'shop']);
  const formatMoney = useFormatMoney();
  const titleId = useId();
  const buyable = buyableLines(lines);
  const totals = orderTotals(buyable, record);

  return (
    <section className={styles.summary} aria-labelledby={titleId} data-read-only={readOnly}>
      <h2 id={titleId} className={styles.title}>
        {t('summary.title')}
        {buyable.length > 0 && (
          <span className={styles.count}>
            {' · '}
            {t('summary.items', { count: totalPieces(buyable) })}
          </span>
        )}
      </h2>
      {lines.length === 0 ? (
        <p className={styles.empty}>{t('summary.empty')}</p>
      ) : (
        <ul className={styles.lines}>
          {lines.map((line) => (
            <OrderSummaryLine
              key={line.id}
              line={line}
              mediaHost={mediaHost}
              readOnly={readOnly}
              onQuantityChange={onQuantityChange}
              onRemove={onRemove}
            />
          ))}
        </ul>
      )}
      {children}
      {lines.length > 0 && buyable.length === 0 && (
        <p className={styles.nothingBuyable}>{t('shop:cart.nothingBuyable')}</p>
      )}
      {buyable.length > 0 && (
        <div>
          <h3 className={styles.totalsTitle}>{t('totals.title')}</h3>
          <dl className={styles.totals}>
            <div className={styles.row}>
              <dt>{t('totals.productsTotal')}</dt>
              <dd>{formatMoney(totals.itemsTotal)}</dd>
            </div>
            {totals.discount > 0 && (
              <div className={[styles.row, styles.discount].join(' ')} data-row="discount">
                <dt>{t('totals.discount')}</dt>
                <dd>{t('totals.discountAmount', { amount: formatMoney(totals.discount) })}</dd>
              </div>
            )}
            <div className={styles.row}>
              <dt>{t('totals.deliveryCharge')}</dt>
              <dd>
                {totals.deliveryCharge === 0
                  ? t('totals.free')
                  : formatMoney(totals.deliveryCharge)}
              </dd>
            </div>
            <div className={[styles.row, styles.grandTotal].join(' ')} data-row="total">
              <dt>{t('totals.total')}</dt>
              <dd>{formatMoney(totals.total)}</dd>
            </div>
          </dl>
        </div>
      )}
    </section>
  );
}
