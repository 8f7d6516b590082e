import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { pageInset } from '../../theme/layout.css';
import { container, queryContainer } from '../../theme/tokens';

/** Height of the sticky navbar (Navbar.css.ts `bar`), so an anchored heading is not hidden. */
const navbarOffset = `calc(4.25rem + ${vars.space.xl})`;

export const document = style([
  pageInset,
  {
    ...queryContainer,
    paddingBlock: vars.space.section,
    color: vars.color.text,
    overflowWrap: 'anywhere',
    hyphens: 'auto',
    // Chinese and Japanese keep their punctuation rules (Korean's line breaks are the theme's).
    selectors: { '&:lang(ja), &:lang(zh)': { lineBreak: 'strict' } },
  },
]);

export const header = style({
  display: 'grid',
  gap: vars.space.lg,
  maxInlineSize: vars.size.proseMax,
  paddingBlockEnd: vars.space.xxl,
  marginBlockEnd: vars.space.xxl,
  borderBlockEnd: `${vars.size.hairline} solid ${vars.color.border}`,
  scrollMarginBlockStart: navbarOffset,
});

// Headings get `anywhere` too: the global `break-word` does not let a grid track shrink
// below a long Russian or Korean word.
export const title = style({
  minInlineSize: 0,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
  scrollMarginBlockStart: navbarOffset,
  '@container': { [container.narrow]: { fontSize: vars.fontSize.xxl } },
});

export const intro = style({
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.textMuted,
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: `minmax(12rem, 17rem) minmax(0, ${vars.size.proseMax})`,
  gap: vars.space.xxxl,
  alignItems: 'start',
  '@container': {
    [container.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xxl },
  },
});

export const contents = style({
  position: 'sticky',
  insetBlockStart: navbarOffset,
  maxBlockSize: `calc(100dvh - 4.25rem - ${vars.space.xxxl})`,
  overflowY: 'auto',
  minInlineSize: 0,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  '@container': {
    [container.narrow]: { position: 'static', maxBlockSize: 'none', overflowY: 'visible' },
  },
});

export const contentsTitle = style({
  overflowWrap: 'anywhere',
  marginBlockEnd: vars.space.sm,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accent,
});

export const contentsList = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const hang = '2em';

export const contentsLink = style({
  display: 'block',
  paddingBlock: vars.space.xs,
  paddingInlineStart: hang,
  paddingInlineEnd: vars.space.xs,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.link, textDecoration: 'underline' },
  },
});

export const contentsNumber = style({
  display: 'inline-block',
  inlineSize: hang,
  marginInlineStart: `calc(-1 * ${hang})`,
  color: vars.color.accent,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'lining-nums tabular-nums',
});

export const body = style({
  display: 'grid',
  gap: vars.space.xxl,
  minInlineSize: 0,
  maxInlineSize: vars.size.proseMax,
});

export const section = style({
  display: 'grid',
  gap: vars.space.md,
  minInlineSize: 0,
  scrollMarginBlockStart: navbarOffset,
});

export const sectionTitle = style({
  minInlineSize: 0,
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  marginBlockEnd: vars.space.xs,
});

export const sectionNumber = style({
  display: 'inline-block',
  minInlineSize: '1.5em',
  color: vars.color.accent,
  fontVariantNumeric: 'lining-nums tabular-nums',
});

export const item = style({ display: 'grid', gap: vars.space.xs, minInlineSize: 0 });

export const subtitle = style({
  overflowWrap: 'anywhere',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const text = style({
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.relaxed,
});

export const bullets = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  paddingInlineStart: vars.space.xl,
});

export const bullet = style([text, { selectors: { '&::marker': { color: vars.color.accent } } }]);

export const inlineLink = style({
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
});

export const backToTop = style({
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.controlSm,
  fontSize: vars.fontSize.sm,
  color: vars.color.link,
});

export const footer = style({
  paddingBlockStart: vars.space.xl,
  borderBlockStart: `${vars.size.hairline} solid ${vars.color.border}`,
});
