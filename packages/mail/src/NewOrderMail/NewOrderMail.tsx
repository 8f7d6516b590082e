import { formatMoney } from '@rimal/core';
import { getLanguageInfo, SHOP_TIME_ZONE } from '@rimal/i18n/mail';
import { MailLayout } from '../layout/MailLayout';
import type { PlacedOrder } from '../placedOrder';
import { DeliveryTo } from '../private/DeliveryTo';
import { FieldTable } from '../private/FieldTable';
import { OrderLines } from '../private/OrderLines';
import { mailWords } from '../texts';

export interface NewOrderMailProps {
  /** The paid order, told to the shop's orders list in English. */
  order: PlacedOrder;
}

const paidAtFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'long',
  timeZone: SHOP_TIME_ZONE,
});

/** The shop's news of a paid order: who and when, the lines and figures, and where it goes. */
export function NewOrderMail({ order }: NewOrderMailProps) {
  const words = mailWords('en');
  const { t } = words;
  const rows = [
    [t('newOrder.email'), order.email],
    [t('newOrder.language'), getLanguageInfo(order.language).englishName],
    ...(order.paidAt ? [[t('newOrder.paidAt'), paidAtFormat.format(order.paidAt)]] : []),
    ...(order.code ? [[t('newOrder.code'), order.code]] : []),
  ] as [string, string][];
  return (
    <MailLayout
      words={words}
      preview={formatMoney(order.total, 'en')}
      heading={t('newOrder.heading', { reference: order.reference })}
    >
      <FieldTable rows={rows} direction="ltr" />
      <div style={{ height: '16px' }} />
      <OrderLines order={order} words={words} />
      <DeliveryTo order={order} words={words} />
    </MailLayout>
  );
}
