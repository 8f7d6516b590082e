import { useCallback, useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { freeDeliveryHint, freeDeliveryProgress, orderTotals, type CartLine } from '@rimal/core';
import { CloseIcon } from '../../icons';
import { useFormatMoney } from '../../hooks/useFormatMoney';
import { Button, buttonStyles } from '../Button';
import { IconButton } from '../IconButton';
import { ProgressBar } from '../ProgressBar';
import { CartLineItem } from './CartLineItem';
import * as styles from './CartPanel.css';

export interface CartPanelProps {
  /** Whether the drawer is shown. */
  open: boolean;
  onClose: () => void;
  lines: readonly CartLine[];
  /** Prefix of the cart lines' image paths (docs/requirements.md §3). */
  mediaHost: string;
  onQuantityChange: (id: number, quantity: number) => void;
  onRemove: (id: number) => void;
  onReset: () => void;
  /** @default '/check_out' */
  checkoutHref?: string;
  /** @default '/products/1' */
  shopHref?: string;
  /** The element's id, referenced by the cart button's `aria-controls`. @default 'cart-panel' */
  id?: string;
  /** Render in the page flow instead of as a modal (for stories and screenshots). @default false */
  inline?: boolean;
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
  checkoutHref = '/check_out',
  shopHref = '/products/1',
  id = 'cart-panel',
  inline = false,
}: CartPanelProps) {
  const { t } = useTranslation('shop');
  const formatMoney = useFormatMoney();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  // Every way of closing (button, Escape, backdrop) goes through dialog.close(), whose `close`
  // event reports it once; a close the parent asked for is not reported back.
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
    const dialog = dialogRef.current;
    if (!dialog || inline) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open, inline]);

  const requestClose = useCallback(() => {
    if (inline) onClose();
    else dialogRef.current?.close();
  }, [inline, onClose]);

  // A click on the dialog element itself lands on its backdrop. Escape is handled here too, as
  // Chromium may skip the native cancel on a repeated Escape without user activation.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || inline) return;
    const onBackdropClick = (event: MouseEvent) => {
      if (event.target === dialog) requestClose();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      requestClose();
    };
    dialog.addEventListener('click', onBackdropClick);
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('click', onBackdropClick);
      dialog.removeEventListener('keydown', onKeyDown);
    };
  }, [inline, requestClose]);

  const totals = orderTotals(lines, null);
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

  const body =
    lines.length === 0 ? (
      <div className={styles.empty}>
        <p>{t('cart.empty')}</p>
        <Link to={shopHref} className={buttonStyles({ variant: 'secondary' })} onClick={onClose}>
          {t('cart.continueShopping')}
        </Link>
      </div>
    ) : (
      <>
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
        <div className={styles.summary}>
          <dl className={styles.totals}>
            <div className={styles.totalRow}>
              <dt>{t('cart.productsTotal')}</dt>
              <dd>{formatMoney(totals.itemsTotal)}</dd>
            </div>
            <div className={styles.totalRow}>
              <dt>{t('cart.deliveryCharge')}</dt>
              <dd>
                {totals.deliveryCharge === 0 ? t('cart.free') : formatMoney(totals.deliveryCharge)}
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
      </>
    );

  return (
    <dialog
      ref={dialogRef}
      id={id}
      aria-labelledby={titleId}
      className={[styles.drawer, inline && styles.inlineDrawer].filter(Boolean).join(' ')}
      open={inline ? true : undefined}
      onClose={() => {
        if (openRef.current) onClose();
      }}
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
