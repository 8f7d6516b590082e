import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CheckoutFlow } from '@rimal/ui';
import { useCart } from '../cart';
import { PageMeta } from '../layout/PageMeta';

export default function CheckoutPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const lines = useCart((state) => state.lines);
  const setQuantity = useCart((state) => state.setQuantity);
  const remove = useCart((state) => state.remove);
  const reset = useCart((state) => state.reset);

  // The payment page returns to `/check_out?session_id=…`, as Stripe's return_url does.
  const paid = useCallback(
    (sessionId: string) => navigate(`/check_out?session_id=${encodeURIComponent(sessionId)}`),
    [navigate],
  );
  // Replace, so Back never returns to a payment that is already settled.
  const confirmed = useCallback(() => {
    reset();
    void navigate('/succsess', { replace: true });
  }, [navigate, reset]);
  const failed = useCallback(() => void navigate('/failed', { replace: true }), [navigate]);

  return (
    <>
      <PageMeta title={t('meta.checkout.title')} description={t('meta.checkout.description')} />
      <CheckoutFlow
        lines={lines}
        sessionId={params.get('session_id')}
        onPaid={(sessionId) => void paid(sessionId)}
        onConfirmed={confirmed}
        onFailed={failed}
        onQuantityChange={setQuantity}
        onRemove={remove}
      />
    </>
  );
}
