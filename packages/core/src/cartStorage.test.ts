import { describe, expect, it } from 'vitest';
import { sanitizeCartLines } from './cartStorage';

const line = {
  id: 90,
  title: 'Dark Chocolate Khalas Dates',
  desc: 'Dates',
  weight: '100 g',
  price: 12.5,
  img: '/uploads/product-90-top.svg',
  quantity: 2,
  max_order_qut: 10,
  flash_sale: false,
  flash_sale_product_pcs: null,
};

describe('sanitizeCartLines', () => {
  it('keeps well-formed lines as they are', () => {
    expect(sanitizeCartLines([line])).toEqual([line]);
  });

  it.each([null, undefined, 'lines', 42, { lines: [] }])('turns %p into an empty cart', (value) => {
    expect(sanitizeCartLines(value)).toEqual([]);
  });

  it('drops lines without a valid id, title, price or quantity', () => {
    const broken = [
      { ...line, id: 'x' },
      { ...line, id: 91, title: '' },
      { ...line, id: 92, price: -1 },
      { ...line, id: 93, price: Number.NaN },
      { ...line, id: 94, quantity: 0 },
      { ...line, id: 95, quantity: 1.5 },
      'not a line',
    ];
    expect(sanitizeCartLines(broken)).toEqual([]);
  });

  it('brings a quantity above the cap down to the cap (default cap 2)', () => {
    const [capped] = sanitizeCartLines([{ ...line, quantity: 40, max_order_qut: undefined }]);
    expect(capped).toMatchObject({ quantity: 2, max_order_qut: null });
  });

  it('keeps the first of two lines with the same id', () => {
    expect(sanitizeCartLines([line, { ...line, quantity: 5 }])).toEqual([line]);
  });

  it('fills optional fields with safe values', () => {
    const [minimal] = sanitizeCartLines([{ id: 7, title: 'Gift box', price: 80, quantity: 1 }]);
    expect(minimal).toEqual({
      id: 7,
      title: 'Gift box',
      desc: '',
      weight: '',
      price: 80,
      img: null,
      quantity: 1,
      max_order_qut: null,
      flash_sale: false,
      flash_sale_product_pcs: null,
    });
  });
});
