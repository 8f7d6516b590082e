import { useTranslation } from 'react-i18next';
import { prizeMessage, type PrizeRecord } from '@rimal/core';

/** What the checkout says about a record's prize (docs/requirements.md §9), or null for none. */
export function usePrizeText(record: PrizeRecord | null): string | null {
  const { t } = useTranslation('checkout');
  const message = prizeMessage(record);
  switch (message.kind) {
    case 'claimWithSupport':
      return t('prize.claimWithSupport', { prize: message.prize });
    case 'fiftyOff':
      return t('prize.fiftyOff');
    case 'other':
      return t('prize.other', { prize: message.prize });
    case 'none':
      return null;
  }
}
