import { Text } from '@react-email/components';
import { MailLayout } from '../layout/MailLayout';
import type { PlacedOrder } from '../placedOrder';
import { DeliveryTo } from '../private/DeliveryTo';
import { OrderLines } from '../private/OrderLines';
import { mailWords } from '../texts';

export interface OrderConfirmationMailProps {
  /** The paid order, confirmed in its shopper's language. */
  order: PlacedOrder;
}

/** The shopper's confirmation: thanks, the lines and figures in AED, and where it goes. */
export function OrderConfirmationMail({ order }: OrderConfirmationMailProps) {
  const words = mailWords(order.language);
  const { t } = words;
  const text = t('order.text', { reference: order.reference });
  const greeting = order.delivery.name
    ? t('order.greeting', { name: order.delivery.name })
    : undefined;
  return (
    <MailLayout words={words} preview={text} heading={t('order.heading')}>
      {greeting && <Text style={{ fontSize: '16px', margin: '0 0 4px' }}>{greeting}</Text>}
      <Text style={{ fontSize: '16px', lineHeight: '26px', marginTop: 0 }}>{text}</Text>
      <OrderLines order={order} words={words} />
      <DeliveryTo order={order} words={words} />
    </MailLayout>
  );
}
