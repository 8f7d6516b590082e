import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    letterSpacing: '0.03em',
    lineHeight: vars.lineHeight.normal,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { backgroundColor: vars.color.surfaceSunken, color: vars.color.text },
      discount: { backgroundColor: vars.color.critical, color: vars.color.textOnBrand },
      accent: { backgroundColor: vars.color.accentSoft, color: vars.color.brand },
      success: { backgroundColor: vars.color.successSoft, color: vars.color.success },
      critical: { backgroundColor: vars.color.criticalSoft, color: vars.color.critical },
      brand: { backgroundColor: vars.color.brand, color: vars.color.textOnBrand },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
