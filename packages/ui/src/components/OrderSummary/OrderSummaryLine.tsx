import { useTranslation } from 'react-i18next';
import { itemsTotal, mediaUrl, quantityCap, toFils, type CartLine } from '@rimal/core';
import { useFormatMoney } from '../../hooks/useFormatMoney';
import { TrashIcon } from '../../icons';
import { IconButton } from '../IconButton';
import { QuantityStepper } from '../QuantityStepper';
import * as styles from './OrderSummary.css';

export interface OrderSummaryLineProps {
  line: CartLine;
  /** Prefix of the line's image path (docs/requirements.md §3). */
  mediaHost: string;
  /** Show the quantity without steppers or remove. */
  readOnly: boolean;
  onQuantityChange: (id: number, quantity: number) => void;
  onRemove: (id: number) => void;
}

/** One line of the order: image, title, weight, quantity × unit price, line total, controls. */
export function OrderSummaryLine({
  line,
  mediaHost,
  readOnly,
  onQuantityChange,
  onRemove,
}: OrderSummaryLineProps) {
  const { t } = useTranslation('checkout');
  const formatMoney = useFormatMoney();
  return (
    <li className={styles.line} data-line-id={line.id}>
      {line.img ? (
        <img
          className={styles.image}
          src={mediaUrl(mediaHost, line.img)}
          alt=""
          width={64}
          height={64}
          loading="lazy"
        />
      ) : (
        <span className={styles.image} />
      )}
      <div className={styles.body}>
        <h3 className={styles.lineTitle}>{line.title}</h3>
        <p className={styles.meta}>
          <bdi>{line.weight}</bdi>
        </p>
        <p className={styles.meta}>
          {t('summary.lineTotal', {
            quantity: line.quantity,
            price: formatMoney(toFils(line.price)),
          })}
        </p>
      </div>
      <p className={styles.lineTotal}>{formatMoney(itemsTotal([line]))}</p>
      {!readOnly && (
        <div className={styles.controls}>
          <QuantityStepper
            value={line.quantity}
            max={quantityCap(line)}
            hideIncreaseAtMax
            itemLabel={line.title}
            decreaseLabel={t('summary.decrease', { title: line.title })}
            increaseLabel={t('summary.increase', { title: line.title })}
            onChange={(quantity) => onQuantityChange(line.id, quantity)}
          />
          <IconButton
            size="sm"
            label={t('summary.remove', { title: line.title })}
            icon={<TrashIcon size="sm" />}
            onClick={() => onRemove(line.id)}
          />
        </div>
      )}
    </li>
  );
}
