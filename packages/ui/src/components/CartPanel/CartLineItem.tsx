import { useTranslation } from 'react-i18next';
import { excerpt, mediaUrl, quantityCap, toFils, type CartLine } from '@rimal/core';
import { TrashIcon } from '../../icons';
import { useFormatMoney } from '../../hooks/useFormatMoney';
import { IconButton } from '../IconButton';
import { QuantityStepper } from '../QuantityStepper';
import * as styles from './CartPanel.css';

export interface CartLineItemProps {
  line: CartLine;
  mediaHost: string;
  onQuantityChange: (id: number, quantity: number) => void;
  onRemove: (id: number) => void;
}

/** One cart line: image, title, weight, the first 50 characters of the description, quantity × price. */
export function CartLineItem({ line, mediaHost, onQuantityChange, onRemove }: CartLineItemProps) {
  const { t } = useTranslation('shop');
  const formatMoney = useFormatMoney();
  return (
    <li className={styles.line} data-line-id={line.id}>
      {line.img ? (
        <img
          className={styles.image}
          src={mediaUrl(mediaHost, line.img)}
          alt=""
          width={72}
          height={72}
          loading="lazy"
        />
      ) : (
        <span className={styles.image} />
      )}
      <div className={styles.lineBody}>
        <h3 className={styles.lineTitle}>{line.title}</h3>
        <p className={styles.lineMeta}>
          <bdi>{line.weight}</bdi>
        </p>
        <p className={styles.lineMeta}>{excerpt(line.desc)}</p>
        <p className={styles.linePrice}>
          {t('cart.lineQuantity', {
            quantity: line.quantity,
            price: formatMoney(toFils(line.price)),
          })}
        </p>
        <div className={styles.lineControls}>
          <QuantityStepper
            value={line.quantity}
            max={quantityCap(line)}
            hideIncreaseAtMax
            itemLabel={line.title}
            decreaseLabel={t('cart.decrease', { title: line.title })}
            increaseLabel={t('cart.increase', { title: line.title })}
            onChange={(quantity) => onQuantityChange(line.id, quantity)}
          />
        </div>
      </div>
      <IconButton
        size="sm"
        label={t('cart.remove', { title: line.title })}
        icon={<TrashIcon size="sm" />}
        onClick={() => onRemove(line.id)}
      />
    </li>
  );
}
