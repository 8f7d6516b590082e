import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { plainList } from '../../theme/looks';
import { chatLinkClearance, pageInset } from '../../theme/layout.css';
import { container, queryContainer } from '../../theme/tokens';

export const footer = style({
  ...queryContainer,
  backgroundColor: vars.color.brand,
  color: vars.color.textOnBrand,
  marginBlockStart: vars.space.section,
});

export const inner = style([
  pageInset,
  {
    display: 'grid',
    gridTemplateColumns: '2fr 1fr 1.2fr',
    gap: vars.space.xxl,
    paddingBlock: vars.space.xxxl,
    '@container': { [container.narrow]: { gridTemplateColumns: '1fr', gap: vars.space.xl } },
  },
]);

export const about = style({ display: 'grid', gap: vars.space.lg, alignContent: 'start' });

export const blurb = style({
  maxInlineSize: vars.size.proseMax,
  lineHeight: vars.lineHeight.relaxed,
  opacity: 0.92,
});

export const heading = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.gold,
  marginBlockEnd: vars.space.md,
});

export const list = style(plainList);

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.controlSm,
  color: vars.color.textOnBrand,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const socials = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const social = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touch,
  blockSize: vars.size.touch,
  borderRadius: vars.radius.pill,
  border: `${vars.size.hairline} solid ${vars.color.gold}`,
  color: vars.color.textOnBrand,
  selectors: { '&:hover': { backgroundColor: vars.color.brandHover } },
});

export const glyph = style({
  inlineSize: vars.size.icon,
  blockSize: vars.size.icon,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.6,
});

export const payments = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const payment = style({ display: 'flex' });

// Every mark the same height, its width from its own shape.
export const paymentMark = style({
  blockSize: vars.size.controlSm,
  inlineSize: 'auto',
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.sm,
});

export const bottom = style({
  borderBlockStart: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.lg,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  opacity: 0.85,
  // On a phone the floating support chat link (SupportChatLink) sits over the page's last line
  // once it is scrolled to its end: the line stays readable above it.
  '@container': {
    [container.narrow]: {
      paddingBlockEnd: chatLinkClearance,
    },
  },
});
