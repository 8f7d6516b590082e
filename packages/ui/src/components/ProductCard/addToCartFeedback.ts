import { useCallback } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { CartRefusal } from '@rimal/core';
import { toastPresets, useToast } from '../Toast';

/** The words for a refusal of core's `addToCart` (docs/contracts.md §1.2: `shop:toast.<kind>`). */
export function refusalMessage(t: TFunction<'shop'>, refusal: CartRefusal): string {
  switch (refusal.kind) {
    case 'outOfStock':
      return t('toast.outOfStock');
    case 'cartFull':
      return t('toast.cartFull', { limit: refusal.limit });
    case 'flashSaleLimit':
      return t('toast.flashSaleLimit', { limit: refusal.limit });
    case 'quantityCapped':
      return t('toast.quantityCapped', { cap: refusal.cap });
  }
}

/**
 * Tells the shopper how an add to cart went: the refusal's message, or a short success
 * message. `where` picks the placement and duration of docs/requirements.md §8: `card` (bottom-start,
 * 2000 ms) on a product card, `flow` (top-end, 3000 ms) on the detail page.
 */
export function useAddToCartFeedback(where: keyof typeof toastPresets) {
  const { t } = useTranslation('shop');
  const toast = useToast();
  return useCallback(
    (title: string, refusal: CartRefusal | undefined) => {
      const preset = toastPresets[where];
      if (refusal) toast.show({ ...preset, message: refusalMessage(t, refusal) });
      else toast.show({ ...preset, tone: 'success', message: t('toast.added', { title }) });
    },
    [t, toast, where],
  );
}
