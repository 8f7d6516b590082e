import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { roundControlOnBrand } from '../../theme/looks';
import { container, queryContainer } from '../../theme/tokens';

/** How far a quote travels as it slides; negative in RTL, so the motion mirrors. */
export const slideOffset = createVar();

const enterFromEnd = keyframes({
  from: { opacity: 0, transform: `translateX(${slideOffset})` },
  to: { opacity: 1, transform: 'none' },
});
const enterFromStart = keyframes({
  from: { opacity: 0, transform: `translateX(calc(-1 * ${slideOffset}))` },
  to: { opacity: 1, transform: 'none' },
});
const leaveToStart = keyframes({
  from: { opacity: 1, transform: 'none', visibility: 'visible' },
  to: { opacity: 0, transform: `translateX(calc(-1 * ${slideOffset}))`, visibility: 'hidden' },
});
const leaveToEnd = keyframes({
  from: { opacity: 1, transform: 'none', visibility: 'visible' },
  to: { opacity: 0, transform: `translateX(${slideOffset})`, visibility: 'hidden' },
});

export const carousel = style({
  ...queryContainer,
  paddingBlock: vars.space.section,
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.brand,
  color: vars.color.textOnBrand,
  vars: { [slideOffset]: '3rem' },
  selectors: { '[dir=rtl] &': { vars: { [slideOffset]: '-3rem' } } },
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xl,
  maxInlineSize: '50rem',
  marginInline: 'auto',
  textAlign: 'center',
});

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.gold,
  letterSpacing: '0.02em',
});

// Every slide shares one grid cell: the box is as tall as the longest quote, so the controls
// below never jump when the quote changes.
export const slides = style({
  display: 'grid',
  inlineSize: '100%',
  overflow: 'hidden',
});

export const slide = style({
  gridArea: '1 / 1',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  visibility: 'hidden',
  animationDuration: vars.motion.slow,
  animationTimingFunction: vars.motion.easing,
  animationFillMode: 'both',
  selectors: {
    '&[data-state="current"]': { visibility: 'visible' },
    '&[data-state="current"][data-direction="next"]': { animationName: enterFromEnd },
    '&[data-state="current"][data-direction="prev"]': { animationName: enterFromStart },
    '&[data-state="leaving"][data-direction="next"]': { animationName: leaveToStart },
    '&[data-state="leaving"][data-direction="prev"]': { animationName: leaveToEnd },
    '[data-reduced-motion] &[data-state][data-direction]': { animationName: 'none' },
  },
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  margin: 0,
  paddingInline: vars.space.lg,
});

export const quoteMark = style({
  inlineSize: '2.5rem',
  blockSize: 'auto',
  color: vars.color.gold,
  opacity: 0.9,
});

export const quote = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.normal,
  textWrap: 'balance',
  '@container': { [container.wide]: { fontSize: vars.fontSize.xxl } },
});

export const caption = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
});

export const name = style({ fontWeight: vars.fontWeight.semibold, letterSpacing: '0.02em' });

export const city = style({ fontSize: vars.fontSize.sm, color: vars.color.gold });

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
});

export const control = style({
  ...roundControlOnBrand,
  backgroundColor: 'transparent',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast}`,
  selectors: {
    '&:hover': { backgroundColor: vars.color.gold, color: vars.color.brandHover },
  },
});

export const divider = style({
  inlineSize: vars.size.hairline,
  blockSize: vars.space.xl,
  marginInline: vars.space.xs,
  backgroundColor: vars.color.gold,
  opacity: 0.5,
});

export const dots = style({ display: 'flex', alignItems: 'center' });

// A 1.75rem target around a small mark (WCAG 2.5.8), the current one drawn as a gold bar.
export const dot = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: '1.75rem',
  blockSize: '1.75rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  backgroundColor: 'transparent',
  cursor: 'pointer',
  '::before': {
    content: '""',
    inlineSize: '0.5rem',
    blockSize: '0.5rem',
    borderRadius: vars.radius.pill,
    backgroundColor: vars.color.border,
    transition: `inline-size ${vars.motion.normal} ${vars.motion.easing}, background-color ${vars.motion.normal}`,
  },
  selectors: {
    '&:hover::before': { backgroundColor: vars.color.textOnBrand },
    '&[aria-current="true"]::before': { inlineSize: '1.25rem', backgroundColor: vars.color.gold },
  },
});
