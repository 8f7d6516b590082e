import { describe, expect, it } from 'vitest';
import { isPhoneNumber } from './phone';

describe('isPhoneNumber', () => {
  it('counts digits, not characters', () => {
    expect(isPhoneNumber('+ 1 2 3 4 5 6 7')).toBe(true);
    expect(isPhoneNumber('+-- 123456')).toBe(false);
  });
});
