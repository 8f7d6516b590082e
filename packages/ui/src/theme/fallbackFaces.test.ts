import arial from '@capsizecss/metrics/arial';
import inter from '@capsizecss/metrics/inter';
import { describe, expect, it } from 'vitest';
import { fallbackFaces } from './fallbackFaces';

const arialFace = {
  metrics: arial,
  regular: ['Arial', 'Liberation Sans'],
  bold: ['Arial Bold', 'Liberation Sans Bold'],
};

describe('fallbackFaces', () => {
  const [regular, bold] = fallbackFaces('Inter Fallback', inter, arialFace);

  it('scales the system face to the brand face: Inter sets wider than Arial', () => {
    expect(Number.parseFloat(regular?.sizeAdjust ?? '')).toBeGreaterThan(105);
    expect(Number.parseFloat(regular?.sizeAdjust ?? '')).toBeLessThan(110);
    // Overrides are in the scaled face's em: Inter's ascent, 1984 of 2048, over the scale.
    const scale = Number.parseFloat(regular?.sizeAdjust ?? '') / 100;
    expect(Number.parseFloat(regular?.ascentOverride ?? '')).toBeCloseTo(
      (1984 / 2048 / scale) * 100,
      1,
    );
  });

  it('takes the system’s own bold cut for heavy weights instead of synthesizing one', () => {
    expect(regular).toMatchObject({
      fontFamily: 'Inter Fallback',
      fontWeight: '100 549',
      src: "local('Arial'), local('Liberation Sans')",
    });
    expect(bold).toMatchObject({
      fontWeight: '550 900',
      src: "local('Arial Bold'), local('Liberation Sans Bold')",
      sizeAdjust: regular?.sizeAdjust,
    });
  });
});
