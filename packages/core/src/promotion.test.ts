import { describe, expect, it } from 'vitest';
import { PROMOTION_CODE_MIN_LENGTH } from './promotion';

describe('promotion code', () => {
  it('asks for at least nine characters', () => {
    expect(PROMOTION_CODE_MIN_LENGTH).toBe(9);
  });
});
