import { createFontStack, type FontMetrics } from '@capsizecss/core';

/** A system face, by the local names it goes by, in its regular and its bold cut. */
export interface SystemFace {
  metrics: FontMetrics;
  regular: readonly string[];
  bold: readonly string[];
}

export interface FallbackFace {
  fontFamily: string;
  src: string;
  fontWeight: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
  sizeAdjust: string;
}

const local = (names: readonly string[]) => names.map((name) => `local('${name}')`).join(', ');

/**
 * The @font-face rules that make `system` stand in for `brand` under the name `family`: Capsize
 * computes the overrides from both faces' metrics; the weights take the system's own bold cut
 * instead of a synthesized one.
 */
export function fallbackFaces(
  family: string,
  brand: FontMetrics,
  system: SystemFace,
): FallbackFace[] {
  const [face] = createFontStack([brand, system.metrics], {
    fontFaceFormat: 'styleObject',
  }).fontFaces;
  const { ascentOverride, descentOverride, lineGapOverride, sizeAdjust } =
    face?.['@font-face'] ?? {};
  if (!ascentOverride || !descentOverride || !lineGapOverride || !sizeAdjust) {
    throw new Error(`Capsize gave no overrides for ${family}`);
  }
  const overrides = { ascentOverride, descentOverride, lineGapOverride, sizeAdjust };
  return [
    { fontFamily: family, src: local(system.regular), fontWeight: '100 549', ...overrides },
    { fontFamily: family, src: local(system.bold), fontWeight: '550 900', ...overrides },
  ];
}
