import { describe, expect, it } from 'vitest';
import { CART_DESCRIPTION_LENGTH, excerpt } from './excerpt';

describe('excerpt', () => {
  it('keeps a description of exactly 50 characters whole', () => {
    const text = 'a'.repeat(CART_DESCRIPTION_LENGTH);
    expect(excerpt(text)).toBe(text);
  });

  it('cuts the 51st character and marks the cut', () => {
    const text = `${'b'.repeat(50)}c`;
    expect(excerpt(text)).toBe(`${'b'.repeat(50)}…`);
  });

  it('does not leave a trailing space before the ellipsis', () => {
    expect(excerpt('Dates dipped in dark chocolate', 6)).toBe('Dates…');
  });

  it('never splits a grapheme (Devanagari conjuncts, emoji)', () => {
    expect(excerpt('नमस्ते', 2)).toBe('नम…');
    expect(excerpt('🇦🇪🇦🇪🇦🇪', 2)).toBe('🇦🇪🇦🇪…');
  });
});
