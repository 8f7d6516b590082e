import { describe, expect, it } from 'vitest';
import { promotionCodeSchema } from './promotionCodeSchema';

describe('promotionCodeSchema', () => {
  it('accepts nine characters', async () => {
    await expect(promotionCodeSchema.validate({ code: 'ABCDEFGHI' })).resolves.toEqual({
      code: 'ABCDEFGHI',
    });
  });

  it('requires a code', async () => {
    await expect(promotionCodeSchema.validate({ code: '' })).rejects.toMatchObject({
      message: 'validation.required',
    });
  });

  it('asks for at least nine characters with the minimum as a value', async () => {
    await expect(promotionCodeSchema.validate({ code: ' ABCDEFGH ' })).rejects.toMatchObject({
      message: { key: 'validation.minLength', values: { min: 9 } },
    });
  });
});
