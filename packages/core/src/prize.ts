import type { PrizeRecord } from './types';

/** Prize names that are claimed through support (docs/requirements.md §9); matched exactly. */
export const CLAIM_WITH_SUPPORT_PRIZES = [
  'Mobile Phone',
  'GOLD COIN',
  '2 Movie Ticket',
  '1 Free Family pack',
] as const;

export const FIFTY_OFF_PRIZE = '50% Off on next order';

/** What the checkout says about a prize; the UI maps each kind to `checkout:prize.<kind>`. */
export type PrizeMessage =
  | { kind: 'claimWithSupport'; prize: string }
  | { kind: 'fiftyOff' }
  | { kind: 'other'; prize: string }
  | { kind: 'none' };

function prizeName(record: Pick<PrizeRecord, 'winItemName'> | null | undefined): string {
  return record?.winItemName?.trim() ?? '';
}

/** True when the record names a prize, which is what earns the discount (docs/requirements.md §9). */
export function hasPrize(record: Pick<PrizeRecord, 'winItemName'> | null | undefined): boolean {
  return prizeName(record) !== '';
}

export function prizeMessage(
  record: Pick<PrizeRecord, 'winItemName'> | null | undefined,
): PrizeMessage {
  const prize = prizeName(record);
  if (prize === '') {
    return { kind: 'none' };
  }
  if ((CLAIM_WITH_SUPPORT_PRIZES as readonly string[]).includes(prize)) {
    return { kind: 'claimWithSupport', prize };
  }
  if (prize === FIFTY_OFF_PRIZE) {
    return { kind: 'fiftyOff' };
  }
  return { kind: 'other', prize };
}
