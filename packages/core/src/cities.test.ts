import { describe, expect, it } from 'vitest';
import { CITY_NAMES } from './cities';

describe('cities', () => {
  it('are the seven emirates plus Al-Ain, by their English names', () => {
    expect(CITY_NAMES).toEqual([
      'Abu Dhabi',
      'Dubai',
      'Sharjah',
      'Ajman',
      'Umm Al-Quwain',
      'Fujairah',
      'Ras Al Khaimah',
      'Al-Ain',
    ]);
  });
});
