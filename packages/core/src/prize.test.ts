import { describe, expect, it } from 'vitest';
import { hasPrize, prizeMessage } from './prize';

describe('prizeMessage', () => {
  it.each(['Mobile Phone', 'GOLD COIN', '2 Movie Ticket', '1 Free Family pack'])(
    'asks to claim %s with support',
    (prize) => {
      expect(prizeMessage({ winItemName: prize })).toEqual({ kind: 'claimWithSupport', prize });
    },
  );

  it('offers 50% off for the fifty-off prize', () => {
    expect(prizeMessage({ winItemName: '50% Off on next order' })).toEqual({ kind: 'fiftyOff' });
  });

  it('shows any other prize as it is', () => {
    expect(prizeMessage({ winItemName: 'Tote bag' })).toEqual({ kind: 'other', prize: 'Tote bag' });
  });

  it('matches the support prizes exactly', () => {
    expect(prizeMessage({ winItemName: 'gold coin' })).toEqual({
      kind: 'other',
      prize: 'gold coin',
    });
  });

  it.each([null, undefined, { winItemName: null }, { winItemName: '' }, { winItemName: '   ' }])(
    'says nothing without a prize (%j)',
    (record) => {
      expect(prizeMessage(record)).toEqual({ kind: 'none' });
      expect(hasPrize(record)).toBe(false);
    },
  );
});
