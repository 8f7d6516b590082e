import { describe, expect, it } from 'vitest';
import {
  ShapeError,
  asArray,
  asFlag,
  asNumber,
  asOptionalNumber,
  asOptionalString,
  asRecord,
  asString,
  isRecord,
} from './shape';

describe('shape readers', () => {
  it('tell records from lists and null', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord([])).toBe(false);
    expect(isRecord(null)).toBe(false);
    expect(() => asRecord('x', 'answer')).toThrow(new ShapeError('answer is not an object'));
  });

  it('read lists', () => {
    expect(asArray([1], 'data')).toEqual([1]);
    expect(() => asArray({}, 'data')).toThrow('data is not a list');
  });

  it('read text', () => {
    expect(asString('a', 'title')).toBe('a');
    expect(() => asString(1, 'title')).toThrow('title is not text');
    expect(asOptionalString(undefined, 'x')).toBeNull();
    expect(asOptionalString(null, 'x')).toBeNull();
    expect(asOptionalString(250, 'weight')).toBe('250');
    expect(() => asOptionalString({}, 'weight')).toThrow('weight is not text');
  });

  it('read numbers, numeric text included', () => {
    expect(asNumber(12.5, 'price')).toBe(12.5);
    expect(asNumber('12.50', 'price')).toBe(12.5);
    expect(() => asNumber('', 'price')).toThrow('price is not a number');
    expect(() => asNumber('abc', 'price')).toThrow('price is not a number');
    expect(() => asNumber(Number.NaN, 'price')).toThrow('price is not a number');
    expect(asOptionalNumber(null, 'oldprice')).toBeNull();
    expect(asOptionalNumber(undefined, 'oldprice')).toBeNull();
    expect(asOptionalNumber(3, 'oldprice')).toBe(3);
  });

  it('count only true as a flag', () => {
    expect(asFlag(true)).toBe(true);
    expect(asFlag(null)).toBe(false);
    expect(asFlag('true')).toBe(false);
  });
});
