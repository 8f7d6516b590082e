/**
 * Looks that several components share, as style fragments a component's style spreads and
 * then adds to (`style({ ...menuSurface, position: 'absolute' })`): each look is written once,
 * and the CSS each component gets is what it had when it wrote the look out itself.
 */
import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { container, queryContainer } from './tokens';

/** A picture's frame, square like the product photography, reserved before the image loads. */
export const squareMedia = {
  position: 'relative',
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceSunken,
} satisfies StyleRule;

/** A picture that fills its frame, cropped to cover it, and grows slowly when asked to. */
export const coverImage = {
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
  transition: `transform ${vars.motion.slow} ${vars.motion.easing}`,
} satisfies StyleRule;

/** A card's words under its picture, stacked, filling the card's height. */
export const cardBody = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: 1,
  padding: vars.space.lg,
} satisfies StyleRule;

/**
 * Words from the content service, in one language: laid out by their own script, so that an
 * English description keeps its full stop at its end on an Arabic page.
 */
export const ownScriptText = {
  unicodeBidi: 'plaintext',
  textAlign: 'start',
  // With plaintext, Chromium aligns "start" by the text's own direction; keep the page's edge.
  selectors: { '[dir=rtl] &': { textAlign: 'right' } },
} satisfies StyleRule;

/** A list without markers or indents, its items a little apart. */
export const plainList = {
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
} satisfies StyleRule;

/** A round, touch-size control ringed in gold on the brand's dark ground (pause, next). */
export const roundControlOnBrand = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touch,
  blockSize: vars.size.touch,
  padding: 0,
  border: `${vars.size.hairline} solid ${vars.color.gold}`,
  borderRadius: vars.radius.pill,
  color: vars.color.textOnBrand,
  cursor: 'pointer',
} satisfies StyleRule;

/** The raised surface a menu or a dropdown's list opens on. */
export const menuSurface = {
  minInlineSize: '12rem',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  backgroundColor: vars.color.surface,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
} satisfies StyleRule;

/** A checkout step: a query container of stacked parts. */
export const stepRoot = {
  ...queryContainer,
  display: 'grid',
  gap: vars.space.lg,
} satisfies StyleRule;

/** A checkout step's heading: its title over a muted line. */
export const stepHeader = { display: 'grid', gap: vars.space.xs } satisfies StyleRule;
export const stepTitle = { fontSize: vars.fontSize.xl } satisfies StyleRule;
export const stepHint = {
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
} satisfies StyleRule;

/** A notice inside checkout: a soft accent panel with its words a little heavier. */
export const checkoutNotice = {
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
} satisfies StyleRule;

/** A payment's state in words (processing, failed), centred in a column. */
export const paymentStatus = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
} satisfies StyleRule;

/** A product's purchase row (quantity and Add to cart) under a hairline, closer on a phone. */
export const purchaseRow = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
  marginBlockStart: vars.space.md,
  paddingBlockStart: vars.space.lg,
  borderBlockStart: `${vars.size.hairline} solid ${vars.color.border}`,
  '@container': {
    [container.narrow]: { gap: vars.space.md },
  },
} satisfies StyleRule;
