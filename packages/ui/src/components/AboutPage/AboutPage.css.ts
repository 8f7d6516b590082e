import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { pageInset } from '../../theme/layout.css';
import { container, queryContainer } from '../../theme/tokens';

/** Every section of the page is its own container, so each also adapts when reused alone. */
const section = {
  ...queryContainer,
  paddingBlock: vars.space.section,
  overflowWrap: 'anywhere',
} as const;

export const page = style({
  ...queryContainer,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const inner = pageInset;

// Headings repeat `anywhere`: the global `break-word` on h1-h4 would keep a long word from
// shrinking its grid track.
const heading = { minInlineSize: 0, overflowWrap: 'anywhere' } as const;

export const hero = style([
  inner,
  {
    display: 'grid',
    gap: vars.space.xl,
    paddingBlockStart: vars.space.section,
  },
]);

export const pageTitle = style({
  ...heading,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  '@container': { [container.narrow]: { fontSize: vars.fontSize.xxl } },
});

export const banner = style({
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '16 / 5',
  objectFit: 'cover',
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.surfaceSunken,
  boxShadow: vars.shadow.md,
  '@container': { [container.narrow]: { aspectRatio: '16 / 9', borderRadius: vars.radius.lg } },
});

export const sectionTitle = style({
  ...heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  selectors: {
    '&::before': {
      content: '""',
      display: 'block',
      inlineSize: '3rem',
      blockSize: vars.space.xs,
      marginBlockEnd: vars.space.md,
      borderRadius: vars.radius.pill,
      backgroundColor: vars.color.gold,
    },
  },
});

export const profile = style(section);

export const profileInner = style([
  inner,
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)',
    gap: vars.space.xxxl,
    alignItems: 'start',
    '@container': {
      [container.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg },
    },
  },
]);

export const profileText = style({
  maxInlineSize: vars.size.proseMax,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
  selectors: {
    // A drop cap suits the Latin and Cyrillic serif; Arabic, Devanagari and CJK go without.
    '&:lang(en)::first-letter, &:lang(ru)::first-letter': {
      float: 'inline-start',
      marginInlineEnd: vars.space.sm,
      marginBlockStart: vars.space.xs,
      fontFamily: vars.font.display,
      fontSize: '3.6em',
      fontWeight: vars.fontWeight.bold,
      lineHeight: '0.8',
      color: vars.color.accent,
    },
  },
});

export const pillars = style([section, { backgroundColor: vars.color.surfaceSunken }]);

export const pillarList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space.xl,
  marginBlock: vars.space.xxl,
  marginInline: 0,
  padding: 0,
  listStyle: 'none',
});

export const pillar = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  minInlineSize: 0,
  paddingBlockStart: vars.space.lg,
  borderBlockStart: `${vars.space.xxs} solid ${vars.color.gold}`,
});

export const ordinal = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.accent,
  fontVariantNumeric: 'lining-nums tabular-nums',
});

export const itemTitle = style({
  ...heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const itemText = style({
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});

export const closing = style({
  display: 'grid',
  gap: vars.space.md,
  maxInlineSize: vars.size.proseMax,
  marginInline: 'auto',
  paddingBlockStart: vars.space.xl,
  textAlign: 'center',
  '@container': { [container.narrow]: { textAlign: 'start' } },
});

export const closingLead = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});

export const closingText = style({
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});

export const leadership = style(section);

export const memberList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))',
  gap: vars.space.xl,
  marginBlockStart: vars.space.xxl,
  marginBlockEnd: 0,
  marginInline: 0,
  padding: 0,
  listStyle: 'none',
  '@container': { [container.narrow]: { gap: vars.space.lg } },
});

export const member = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  minInlineSize: 0,
});

export const portrait = style({
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '1',
  objectFit: 'cover',
  marginBlockEnd: vars.space.sm,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
});

export const memberName = style({
  ...heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const memberPosition = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});

export const values = style([
  section,
  { backgroundColor: vars.color.brand, color: vars.color.textOnBrand },
]);

export const valueList = style({
  marginBlockStart: vars.space.xxl,
  marginBlockEnd: 0,
  marginInline: 0,
  padding: 0,
  listStyle: 'none',
});

export const value = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)',
  gap: vars.space.xl,
  paddingBlock: vars.space.lg,
  borderBlockStart: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  selectors: {
    '&:last-child': { borderBlockEnd: `${vars.size.hairline} solid ${vars.color.borderStrong}` },
  },
  '@container': {
    [container.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xs },
  },
});

export const valueTitle = style({
  ...heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.gold,
});

export const valueText = style({ lineHeight: vars.lineHeight.relaxed, opacity: 0.92 });
