import { useTranslation } from 'react-i18next';
import { excerpt, toFils, type CartLine } from '@rimal/core';
import { TrashIcon } from '../../icons';
import { useShownTexts } from '../../data/productTexts';
import { useFormatMoney } from '../../hooks/useFormatMoney';
import { IconButton } from '../IconButton';
import { ProductLine, ProductLineStepper } from '../private/ProductLine';

export interface CartLineItemProps {
  /** The cart line shown: product, quantity and unit price (texts given in English are shown in the page's language). */
  line: CartLine;
  /** The media server's address, which the line's image paths are relative to. */
  mediaHost: string;
  /** Called with the product id and the new quantity from the stepper. */
  onQuantityChange: (id: number, quantity: number) => void;
  /** Called with the product id when the line's remove button is pressed. */
  onRemove: (id: number) => void;
}

/** One cart line: image, title, weight, the first 50 characters of the description, quantity × price. */
export function CartLineItem({
  line: given,
  mediaHost,
  onQuantityChange,
  onRemove,
}: CartLineItemProps) {
  const line = useShownTexts(given);
  const { t } = useTranslation('shop');
  const formatMoney = useFormatMoney();
  return (
    <ProductLine
      line={line}
      mediaHost={mediaHost}
      details={
        <>
          <p>{excerpt(line.desc)}</p>
          <p>
            <strong>
              {t('cart.lineQuantity', {
                quantity: line.quantity,
                price: formatMoney(toFils(line.price)),
              })}
            </strong>
          </p>
        </>
      }
      end={
        <IconButton
          size="sm"
          label={t('cart.remove', { title: line.title })}
          icon={<TrashIcon size="sm" />}
          onClick={() => onRemove(line.id)}
        />
      }
      controls={
        <ProductLineStepper
          line={line}
          onQuantityChange={onQuantityChange}
          decreaseLabel={t('cart.decrease', { title: line.title })}
          increaseLabel={t('cart.increase', { title: line.title })}
        />
      }
    />
  );
}
