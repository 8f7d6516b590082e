import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: `${vars.size.hairline} solid transparent`,
    borderRadius: vars.radius.pill,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    letterSpacing: '0.02em',
    textDecoration: 'none',
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
    textAlign: 'center',
    selectors: {
      '&[data-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
      '&[data-loading="true"]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.brand,
        color: vars.color.textOnBrand,
        selectors: {
          '&:hover:not([data-disabled="true"])': { backgroundColor: vars.color.brandHover },
        },
      },
      secondary: {
        backgroundColor: 'transparent',
        color: vars.color.brand,
        borderColor: vars.color.brand,
        selectors: {
          '&:hover:not([data-disabled="true"])': { backgroundColor: vars.color.surfaceSunken },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.text,
        selectors: {
          '&:hover:not([data-disabled="true"])': { backgroundColor: vars.color.surfaceSunken },
        },
      },
      critical: {
        backgroundColor: vars.color.critical,
        color: vars.color.textOnBrand,
      },
    },
    size: {
      sm: {
        minBlockSize: vars.size.controlSm,
        paddingInline: vars.space.md,
        fontSize: vars.fontSize.sm,
      },
      md: {
        minBlockSize: vars.size.control,
        paddingInline: vars.space.xl,
        fontSize: vars.fontSize.md,
      },
      lg: {
        minBlockSize: vars.size.controlLg,
        paddingInline: vars.space.xxl,
        fontSize: vars.fontSize.lg,
      },
    },
    fullWidth: { true: { inlineSize: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const label = style({ overflowWrap: 'anywhere' });
