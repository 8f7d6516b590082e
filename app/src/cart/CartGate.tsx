import type { ReactNode } from 'react';
import { AppLoading } from '@rimal/ui';
import { useCartHydrated } from '.';

/** Shows nothing of the site until the stored cart is in (docs/requirements.md §2.14). */
export function CartGate({ children }: { children: ReactNode }) {
  const hydrated = useCartHydrated();
  if (!hydrated) return <AppLoading />;
  return children;
}
