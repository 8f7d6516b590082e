import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'relative',
    padding: 0,
    border: `${vars.size.hairline} solid transparent`,
    borderRadius: vars.radius.pill,
    backgroundColor: 'transparent',
    color: vars.color.text,
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast}`,
    selectors: {
      '&:hover:not([aria-disabled="true"])': { backgroundColor: vars.color.surfaceSunken },
      '&[aria-disabled="true"]': { opacity: 0.45, cursor: 'not-allowed' },
    },
  },
  variants: {
    size: {
      sm: { inlineSize: vars.size.controlSm, blockSize: vars.size.controlSm },
      md: { inlineSize: vars.size.touch, blockSize: vars.size.touch },
    },
    variant: {
      plain: {},
      outlined: { borderColor: vars.color.border, backgroundColor: vars.color.surface },
      brand: {
        backgroundColor: vars.color.brand,
        color: vars.color.textOnBrand,
        selectors: {
          '&:hover:not([aria-disabled="true"])': { backgroundColor: vars.color.brandHover },
        },
      },
    },
  },
  defaultVariants: { size: 'md', variant: 'plain' },
});
