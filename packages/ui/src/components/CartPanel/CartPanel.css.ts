import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const slideFromEnd = keyframes({
  from: { transform: 'translateX(100%)' },
  to: { transform: 'none' },
});
const slideFromEndRtl = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'none' },
});

export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineEnd: 0,
  insetInlineStart: 'auto',
  margin: 0,
  padding: 0,
  inlineSize: vars.size.drawer,
  maxInlineSize: '100vw',
  blockSize: '100dvh',
  maxBlockSize: '100dvh',
  border: 'none',
  // The drawer's box never moves: its panel slides inside it and is clipped by it. A dialog
  // that itself starts off-screen widens a phone's layout viewport for good (Chromium sizes
  // it to the content), and the page then no longer fits the screen.
  overflow: 'hidden',
  backgroundColor: 'transparent',
  color: vars.color.text,
  selectors: {
    '&::backdrop': { backgroundColor: vars.color.overlay },
  },
});

export const inlineDrawer = style({
  position: 'relative',
  blockSize: '40rem',
  maxBlockSize: 'none',
  border: `${vars.size.hairline} solid ${vars.color.border}`,
});

export const layout = style({
  display: 'flex',
  flexDirection: 'column',
  blockSize: '100%',
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.lg,
  animation: `${slideFromEnd} ${vars.motion.slow} ${vars.motion.easing}`,
  selectors: {
    '[dir=rtl] &': { animationName: slideFromEndRtl },
    [`${inlineDrawer} > &`]: { animation: 'none', boxShadow: 'none' },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  paddingInlineStart: vars.space.xl,
  paddingInlineEnd: vars.space.sm,
  borderBlockEnd: `${vars.size.hairline} solid ${vars.color.border}`,
});

export const title = style({ flex: 1, fontSize: vars.fontSize.xl });
export const count = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
});

/** The notices and the lines scroll together; the totals stay in view below them. */
export const scroller = style({ flex: 1, minBlockSize: 0, overflowY: 'auto' });

export const notices = style({
  paddingBlockStart: vars.space.lg,
  paddingInline: vars.space.xl,
});

export const lines = style({
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xl,
  listStyle: 'none',
});

export const summary = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.xl,
  borderBlockStart: `${vars.size.hairline} solid ${vars.color.border}`,
  backgroundColor: vars.color.background,
});

export const totals = style({ display: 'grid', gap: vars.space.xs, margin: 0 });
export const totalRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
globalStyle(`${totalRow} dt`, { color: vars.color.textMuted });
globalStyle(`${totalRow} dd`, {
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.semibold,
});
export const grandTotal = style({ fontSize: vars.fontSize.lg });
globalStyle(`${grandTotal} dt`, { color: vars.color.text, fontWeight: vars.fontWeight.bold });

export const hint = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.accent,
});
export const hintFree = style({ color: vars.color.success });

export const nothingBuyable = style({ fontWeight: vars.fontWeight.medium });

export const actions = style({
  display: 'grid',
  gap: vars.space.sm,
  marginBlockStart: vars.space.sm,
});

export const empty = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
});
