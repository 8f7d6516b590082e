import { useCallback } from 'react';
import { useServices } from '@rimal/ui';
import { useCart } from '../cart';

/**
 * Reset Cart: empties the cart and forgets the pending order kept for the payment page, so
 * the shopper's name, address and phone do not stay in this browser after they reset.
 */
export function useResetCart(): () => void {
  const reset = useCart((state) => state.reset);
  const { pendingOrderStore } = useServices();
  return useCallback(() => {
    reset();
    // A storage that refuses to be written must not keep the cart from being reset.
    void (async () => pendingOrderStore.clear())().catch(() => undefined);
  }, [reset, pendingOrderStore]);
}
