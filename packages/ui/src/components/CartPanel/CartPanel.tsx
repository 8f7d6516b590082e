import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  buyableLines,
  freeDeliveryHint,
  freeDeliveryProgress,
  orderTotals,
  paths,
  type CartChange,
  type CartLine,
} from '@rimal/core';
import { CloseIcon } from '../../icons';
import { useFormatMoney } from '../../hooks/useFormatMoney';
import { useModalDialog } from '../../hooks/useModalDialog';
import { Button, buttonStyles } from '../Button';
import { CartNotices } from '../CartNotices';
import { IconButton } from '../IconButton';
import { ProgressBar } from '../ProgressBar';
import { CartLineItem } from './CartLineItem';
import * as styles from './CartPanel.css';
import { Link } from '../private/SiteLink';

export interface CartPanelProps {
  /** Whether the drawer is shown. */
  open: boolean;
  /** Called on Escape, a click on the backdrop or the close button; the app sets `open` false. */
  onClose: () => void;
  /** The cart lines, in the order they were added. */
  lines: readonly CartLine[];
  /** Prefix of the cart lines' image paths (docs/requirements.md §3). */
  mediaHost: string;
  /** Called with the product id and the new quantity from a line's stepper. */
  onQuantityChange: (id: number, quantity: number) => void;
  /** Called with the product id when a line's remove button is pressed. */
  onRemove: (id: number) => void;
  /** Called when the shopper empties the cart with Reset. */
  onReset: () => void;
  /** Where the Checkout link goes. @default paths.checkout */
  checkoutHref?: string;
  /** Where Continue Shopping goes when the cart is empty. @default paths.shop */
  shopHref?: string;
  /** The element's id, referenced by the cart button's `aria-controls`. @default cart-panel */
  id?: string;
  /** Render in the page flow instead of as a modal (for stories and screenshots). @default false */
  inline?: boolean;
  /** What the catalog changed in the cart since the shopper last saw it, shown at the top. @default [] */
  notices?: readonly CartChange[];
  /** The shopper dismissed the notices ("Got it"). */
  onNoticesSeen?: () => void;
}

/**
 * The cart drawer. A modal `<dialog>`: focus moves into it and is trapped there, Escape and a
 * click on the backdrop close it, and the browser returns focus to the cart button.
 */
export function CartPanel({
  open,
  onClose,
  lines,
  mediaHost,
  onQuantityChange,
  onRemove,
  onReset,
  checkoutHref = paths.checkout,
  shopHref = paths.shop,
  id = 'cart-panel',
  inline = false,
  notices = [],
  onNoticesSeen,
}: CartPanelProps) {
  const { t } = useTranslation('shop');
  const formatMoney = useFormatMoney();
  const titleId = useId();
  const { dialogProps, requestClose } = useModalDialog({ open, onClose, inline });

  // Sold-out lines stay listed but are not charged for.
  const buyable = buyableLines(lines);
  const totals = orderTotals(buyable, null);
  const hint = freeDeliveryHint(totals.itemsTotal);

  let hintText: ReactNode;
  if (hint.kind === 'free') hintText = t('cart.hintHasFreeDelivery');
  else if (hint.kind === 'toFree')
    hintText = t('cart.hintFreeDelivery', { amount: formatMoney(hint.missing) });
  else
    hintText = t('cart.hintReducedDelivery', {
      amount: formatMoney(hint.missing),
      charge: formatMoney(hint.reducedCharge),
    });

  const noticesBlock = notices.length > 0 && (
    <div className={styles.notices}>
      <CartNotices changes={notices} onDismiss={onNoticesSeen} />
    </div>
  );

  const body =
    lines.length === 0 ? (
      <>
        {noticesBlock}
        <div className={styles.empty}>
          <p>{t('cart.empty')}</p>
          <Link to={shopHref} className={buttonStyles({ variant: 'secondary' })} onClick={onClose}>
            {t('cart.continueShopping')}
          </Link>
        </div>
      </>
    ) : (
      <>
        <div className={styles.scroller}>
          {noticesBlock}
          <ul className={styles.lines}>
            {lines.map((line) => (
              <CartLineItem
                key={line.id}
                line={line}
                mediaHost={mediaHost}
                onQuantityChange={onQuantityChange}
                onRemove={onRemove}
              />
            ))}
          </ul>
        </div>
        {buyable.length === 0 ? (
          <div className={styles.summary}>
            <p className={styles.nothingBuyable}>{t('cart.nothingBuyable')}</p>
            <div className={styles.actions}>
              <Button variant="ghost" onClick={onReset}>
                {t('cart.reset')}
              </Button>
            </div>
          </div>
        ) : (
          <div className={styles.summary}>
            <dl className={styles.totals}>
              <div className={styles.totalRow}>
                <dt>{t('cart.productsTotal')}</dt>
                <dd>{formatMoney(totals.itemsTotal)}</dd>
              </div>
              <div className={styles.totalRow}>
                <dt>{t('cart.deliveryCharge')}</dt>
                <dd>
                  {totals.deliveryCharge === 0
                    ? t('cart.free')
                    : formatMoney(totals.deliveryCharge)}
                </dd>
              </div>
              <div className={[styles.totalRow, styles.grandTotal].join(' ')}>
                <dt>{t('cart.subtotal')}</dt>
                <dd>{formatMoney(totals.total)}</dd>
              </div>
            </dl>
            <p
              className={[styles.hint, hint.kind === 'free' && styles.hintFree]
                .filter(Boolean)
                .join(' ')}
              aria-live="polite"
            >
              {hintText}
            </p>
            <ProgressBar
              value={freeDeliveryProgress(totals.itemsTotal)}
              label={t('cart.progressLabel')}
              valueText={String(hintText)}
            />
            <div className={styles.actions}>
              <Link
                to={checkoutHref}
                className={buttonStyles({ variant: 'primary', fullWidth: true, size: 'lg' })}
                onClick={onClose}
              >
                {t('cart.checkout')}
              </Link>
              <Button variant="ghost" onClick={onReset}>
                {t('cart.reset')}
              </Button>
            </div>
          </div>
        )}
      </>
    );

  return (
    <dialog
      {...dialogProps}
      id={id}
      aria-labelledby={titleId}
      className={[styles.drawer, inline && styles.inlineDrawer].filter(Boolean).join(' ')}
      open={inline ? true : undefined}
    >
      <div className={styles.layout}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {t('cart.title')}
            {lines.length > 0 && (
              <span className={styles.count}> · {t('cart.lines', { count: lines.length })}</span>
            )}
          </h2>
          <IconButton label={t('cart.close')} icon={<CloseIcon />} onClick={requestClose} />
        </header>
        {body}
      </div>
    </dialog>
  );
}
