import { useTranslation } from 'react-i18next';
import { itemsTotal, toFils, type CartLine } from '@rimal/core';
import { useShownTexts } from '../../data/productTexts';
import { useFormatMoney } from '../../hooks/useFormatMoney';
import { TrashIcon } from '../../icons';
import { IconButton } from '../IconButton';
import { ProductLine, ProductLineStepper } from '../private/ProductLine';

export interface OrderSummaryLineProps {
  line: CartLine;
  /** Prefix of the line's image path (docs/requirements.md §3). */
  mediaHost: string;
  /** Show the quantity without steppers or remove. */
  readOnly: boolean;
  onQuantityChange: (id: number, quantity: number) => void;
  onRemove: (id: number) => void;
}

/**
 * One line of the order: image, title, weight, quantity × unit price, line total, controls. A
 * sold-out line has no total (nothing is charged for it) and no stepper, only remove.
 */
export function OrderSummaryLine({
  line: given,
  mediaHost,
  readOnly,
  onQuantityChange,
  onRemove,
}: OrderSummaryLineProps) {
  const { t } = useTranslation('checkout');
  const formatMoney = useFormatMoney();
  const line = useShownTexts(given);
  return (
    <ProductLine
      line={line}
      mediaHost={mediaHost}
      size="sm"
      details={
        <p>
          {t('summary.lineTotal', {
            quantity: line.quantity,
            price: formatMoney(toFils(line.price)),
          })}
        </p>
      }
      end={!line.outofstock && formatMoney(itemsTotal([line]))}
      controls={
        !readOnly && (
          <>
            <ProductLineStepper
              line={line}
              onQuantityChange={onQuantityChange}
              decreaseLabel={t('summary.decrease', { title: line.title })}
              increaseLabel={t('summary.increase', { title: line.title })}
            />
            <IconButton
              size="sm"
              label={t('summary.remove', { title: line.title })}
              icon={<TrashIcon size="sm" />}
              onClick={() => onRemove(line.id)}
            />
          </>
        )
      }
    />
  );
}
