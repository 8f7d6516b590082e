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

describe('a list of catalog ids in an address', () => {
  it('keeps the ids in order and leaves out everything else', () => {
    expect(catalogIdsFrom('5,x,6,0,,-2,7')).toEqual([5, 6, 7]);
  });

  it('is empty when absent', () => {
    expect(catalogIdsFrom(null)).toEqual([]);
    expect(catalogIdsFrom('')).toEqual([]);
  });
});
