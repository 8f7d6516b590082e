import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { container, queryContainer } from '../../theme/tokens';

export const promo = style({
  ...queryContainer,
  paddingBlock: vars.space.section,
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.brand,
  color: vars.color.textOnBrand,
  borderBlock: `${vars.size.hairline} solid ${vars.color.gold}`,
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  maxInlineSize: '48rem',
  marginInline: 'auto',
  textAlign: 'center',
});

export const ornament = style({ inlineSize: '7.5rem', blockSize: 'auto', color: vars.color.gold });

export const description = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.normal,
  textWrap: 'balance',
  '@container': { [container.narrow]: { fontSize: vars.fontSize.xl } },
});

export const promise = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.gold,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  marginBlockStart: vars.space.sm,
});

export const order = style({
  selectors: {
    [`${promo} &`]: { backgroundColor: vars.color.gold, color: vars.color.brandHover },
    [`${promo} &:hover`]: { backgroundColor: vars.color.accentSoft },
  },
});

export const toTop = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.control,
  paddingInline: vars.space.lg,
  border: `${vars.size.hairline} solid ${vars.color.gold}`,
  borderRadius: vars.radius.pill,
  backgroundColor: 'transparent',
  color: vars.color.textOnBrand,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '&:hover': { backgroundColor: vars.color.brandHover } },
});
