import { describe, expect, it } from 'vitest';
import { catalogIdFrom, catalogIdsFrom } from './catalogIds';

describe('a catalog id in an address', () => {
  it.each([
    ['99', 99],
    ['1', 1],
  ])('%s is %d', (value, expected) => {
    expect(catalogIdFrom(value)).toBe(expected);
  });

  it.each(['0', '-1', '1.5', 'abc', '', ' ', '1e400', null, undefined])(
    '%j is not an id',
    (value) => {
      expect(catalogIdFrom(value)).toBeNull();
    },
  );
});

describe('only the canonical decimal form is a catalog id (issue 29)', () => {
  it.each(['0x5a', '9e1', '090', '+90', ' 90', '90 ', '0b1011010', '0o132', '90.0', '9_0', '٩٠'])(
    '%j is not product 90',
    (value) => {
      expect(catalogIdFrom(value)).toBeNull();
    },
  );

  it('refuses an id past the safe integers, which would name another product', () => {
    expect(catalogIdFrom('9007199254740993')).toBeNull();
    expect(catalogIdFrom('9007199254740991')).toBe(9007199254740991);
  });

  it('keeps only canonical ids in a list', () => {
    expect(catalogIdsFrom('3,0x4,04,5')).toEqual([3, 5]);
  });
});

describe('a list of catalog ids in an address', () => {
  it('keeps the ids in order and leaves out everything else', () => {
    expect(catalogIdsFrom('5,x,6,0,,-2,7')).toEqual([5, 6, 7]);
  });

  it('is empty when absent', () => {
    expect(catalogIdsFrom(null)).toEqual([]);
    expect(catalogIdsFrom('')).toEqual([]);
  });
});
