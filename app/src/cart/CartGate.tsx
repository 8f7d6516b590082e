import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCartHydrated } from '.';

/** Shows nothing of the site until the stored cart is in (SPEC.md "Startup"). */
export function CartGate({ children }: { children: ReactNode }) {
  const hydrated = useCartHydrated();
  const { t } = useTranslation('common');
  if (!hydrated) return <p role="status">{t('loading.text')}</p>;
  return children;
}
