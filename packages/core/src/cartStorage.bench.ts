import { bench, describe } from 'vitest';
import { sanitizeCartLines } from './cartStorage';
import { aLine } from './testing/fixtures';

const ENTRIES = 100_000;

const line = (id: number) => aLine({ id, quantity: 2, oldprice: 15, max_order_qut: 10 });

// What a hostile page or a hand edit could store: copies of a few valid lines, wrong types and
// numbers past what an id or quantity may be. Only a handful of distinct valid ids, so the
// cleaning walks the whole list instead of stopping at the line limit.
const hostile: unknown[] = Array.from({ length: ENTRIES }, (_, index) => {
  switch (index % 8) {
    case 0:
      return line(1 + (index % 40));
    case 1:
      return { ...line(index), id: String(index) };
    case 2:
      return { ...line(index), id: Number.MAX_SAFE_INTEGER + index };
    case 3:
      return { ...line(index), quantity: 1e308 };
    case 4:
      return { ...line(index), price: Number.NaN };
    case 5:
      return { ...line(index), title: 42 };
    case 6:
      return [line(index)];
    default:
      return null;
  }
});

// 100,000 distinct valid lines: only the first 50 are kept.
const unique: unknown[] = Array.from({ length: ENTRIES }, (_, index) => line(index + 1));

describe('sanitizeCartLines', () => {
  bench('a hostile stored cart of 100,000 entries', () => {
    sanitizeCartLines(hostile);
  });

  bench('100,000 unique valid lines', () => {
    sanitizeCartLines(unique);
  });
});
