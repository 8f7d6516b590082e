import { Text } from '@react-email/components';
import type { PlacedOrder } from '../placedOrder';
import type { MailWords } from '../texts';
import { FieldTable } from './FieldTable';

export interface DeliveryToProps {
  order: PlacedOrder;
  words: MailWords;
}

const DELIVERY_FIELDS = [
  'name',
  'mobile',
  'city',
  'area',
  'building',
  'houseNo',
  'landmark',
] as const;

/** The delivery details the shopper gave, the ones they left out not shown. */
export function DeliveryTo({ order, words }: DeliveryToProps) {
  const { t, direction } = words;
  const rows = DELIVERY_FIELDS.filter((field) => order.delivery[field] !== '').map(
    (field) => [t(`order.delivery.${field}`), order.delivery[field]] as const,
  );
  if (rows.length === 0) return null;
  return (
    <>
      <Text style={{ fontSize: '15px', fontWeight: 'bold', margin: '24px 0 4px' }}>
        {t('order.deliveryTo')}
      </Text>
      <FieldTable rows={rows} direction={direction} />
    </>
  );
}
