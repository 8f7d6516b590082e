import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CheckoutEmpty, PleaseWait, useInBrowser, usePageInLanguage, useServices } from '@rimal/ui';
import { PAYMENT_SESSION_PARAM, paths } from '@rimal/core';
import { useCart } from '../cart';
import { PageMeta } from '../layout/PageMeta';

import { LazyCheckoutFlow, checkoutNeedsFlow } from './checkoutFlow';

export default function CheckoutPage() {
  const { t, i18n } = useTranslation('common');
  const language = i18n.language;
  const navigate = useNavigate();
  const inLanguage = usePageInLanguage();
  const [params] = useSearchParams();
  const lines = useCart((state) => state.lines);
  const setQuantity = useCart((state) => state.setQuantity);
  const remove = useCart((state) => state.remove);
  const reset = useCart((state) => state.reset);
  const notices = useCart((state) => state.notices);
  const noticesSeen = useCart((state) => state.noticesSeen);
  const { content } = useServices();
  const readCart = useCallback(
    async () => (await import('../cart/readCartAgain')).readCartAgain(useCart, content, language),
    [content, language],
  );
  const sessionId = params.get(PAYMENT_SESSION_PARAM);
  // Once shown, the flow stays: it shows an emptied cart itself, and a payment under way must
  // never be unmounted because another tab emptied the cart.
  const needsFlow = checkoutNeedsFlow(lines.length, sessionId);
  const [flowShown, setFlowShown] = useState(needsFlow);
  if (needsFlow && !flowShown) setFlowShown(true);
  // The cart is the browser's: the prerendered page waits for it rather than calling it empty.
  const inBrowser = useInBrowser();

  // The payment page returns to `/check_out?session_id=…`, as Stripe's return_url does.
  const paid = useCallback(
    (paidSession: string) => navigate(inLanguage(paths.paymentReturn(paidSession))),
    [navigate, inLanguage],
  );
  // Replace, so Back never returns to a payment that is already settled. Only the cart is reset
  // (not useResetCart): the checkout cleared the pending order itself and keeps the note of the
  // placed session that lets another tab returning from the same payment confirm it.
  const confirmed = useCallback(() => {
    reset();
    void navigate(inLanguage(paths.orderConfirmed), { replace: true });
  }, [navigate, reset, inLanguage]);
  const failed = useCallback(
    () => void navigate(inLanguage(paths.paymentFailed), { replace: true }),
    [navigate, inLanguage],
  );

  return (
    <>
      <PageMeta title={t('meta.checkout.title')} description={t('meta.checkout.description')} />
      {!inBrowser ? (
        <PleaseWait fill />
      ) : flowShown ? (
        <Suspense fallback={<PleaseWait fill />}>
          <LazyCheckoutFlow
            lines={lines}
            sessionId={sessionId}
            onPaid={(id) => void paid(id)}
            onConfirmed={confirmed}
            onFailed={failed}
            onQuantityChange={setQuantity}
            onRemove={remove}
            readCart={readCart}
            notices={notices}
            onNoticesSeen={noticesSeen}
          />
        </Suspense>
      ) : (
        <CheckoutEmpty />
      )}
    </>
  );
}
