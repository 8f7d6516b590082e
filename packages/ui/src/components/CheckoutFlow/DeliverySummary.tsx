import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CITIES, type CustomerDetails } from '@rimal/core';
import { Button } from '../Button';
import * as styles from './CheckoutFlow.css';

export interface DeliverySummaryProps {
  details: CustomerDetails;
  /** Back to the form; the order and payment are opened again after the next submit. */
  onEdit: () => void;
}

/** The submitted delivery details, shown above the payment with a way back to edit them. */
export function DeliverySummary({ details, onEdit }: DeliverySummaryProps) {
  const { t } = useTranslation('checkout');
  const titleId = useId();
  const city = CITIES.find((candidate) => candidate.name === details.city);
  return (
    <section className={styles.delivery} aria-labelledby={titleId}>
      <div className={styles.deliveryHeader}>
        <h2 id={titleId} className={styles.deliveryTitle}>
          {t('customer.deliverTo')}
        </h2>
        <Button size="sm" variant="secondary" onClick={onEdit}>
          {t('customer.edit')}
        </Button>
      </div>
      <address className={styles.deliveryLines}>
        <span>
          {details.firstName} {details.lastName}
        </span>
        {/* One part a line: no separator to translate. */}
        <span>{details.house}</span>
        <span>{details.address}</span>
        <span>{details.landmark}</span>
        <span>{city ? t(`cities.${city.id}`) : details.city}</span>
        <span>
          <bdi>{details.phone}</bdi>
        </span>
        <span>
          <bdi>{details.email}</bdi>
        </span>
      </address>
    </section>
  );
}
