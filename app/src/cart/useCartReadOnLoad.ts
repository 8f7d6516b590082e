import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '@rimal/ui';
import { useCart, useCartHydrated } from '.';

/**
 * Once the stored cart is in, and after each language change, reads its lines again from the
 * catalog, so a returning shopper sees today's prices and stock, and the products' names in the
 * page's language. A catalog that cannot be read leaves the cart as stored;
 * checkout reads it again anyway before any payment.
 */
export function useCartReadOnLoad(): void {
  const hydrated = useCartHydrated();
  const { content } = useServices();
  const { i18n } = useTranslation();
  const language = i18n.language;
  useEffect(() => {
    // An empty cart has nothing to read again, and its visit downloads none of this.
    if (!hydrated || useCart.getState().lines.length === 0) return;
    import('./readCartAgain')
      .then(({ readCartAgain }) => readCartAgain(useCart, content, language))
      .catch(() => {
        // Shown at checkout, which refuses to charge lines it could not read again.
      });
  }, [hydrated, content, language]);
}
