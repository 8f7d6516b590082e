import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { menuSurface } from '../../theme/looks';
import { pageInset } from '../../theme/layout.css';
import { queryContainer } from '../../theme/tokens';

/**
 * The links fold into the menu before the page's own narrow width: the longest labels
 * (Japanese) need about 55em of bar, and at 48em even English ones overflow.
 */
const collapsed = '(max-width: 59.99em)';
const wide = '(min-width: 60em)';

export const header = style({
  ...queryContainer,
  anchorName: '--site-header',
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.header,
  backgroundColor: vars.color.surface,
  borderBlockEnd: `${vars.size.hairline} solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.lg,
  insetBlockStart: vars.space.sm,
  zIndex: vars.zIndex.toast,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.brand,
  color: vars.color.textOnBrand,
  fontWeight: vars.fontWeight.semibold,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

export const bar = style([
  pageInset,
  { display: 'flex', alignItems: 'center', gap: vars.space.lg, minBlockSize: '4.25rem' },
]);

export const home = style({ display: 'inline-flex', textDecoration: 'none', flexShrink: 0 });

/** Until the app has taken the page over, or without JavaScript: CSS alone opens the menus. */
const beforeTakeOver = 'html:not([data-started])';

export const nav = style({
  flex: 1,
  selectors: { '&[data-open="true"]': { display: 'block' } },
  '@container': {
    [collapsed]: {
      display: 'none',
      position: 'absolute',
      insetBlockStart: '100%',
      insetInline: 0,
      backgroundColor: vars.color.surface,
      borderBlockEnd: `${vars.size.hairline} solid ${vars.color.border}`,
      boxShadow: vars.shadow.md,
      paddingBlock: vars.space.md,
      paddingInline: vars.space.lg,
      maxBlockSize: 'calc(100vh - 4.25rem)',
      overflowY: 'auto',
      selectors: {
        // The popover the menu button opens by itself: in the top layer, under the header.
        '&:popover-open': {
          display: 'block',
          position: 'fixed',
          insetBlockStart: '4.25rem',
          insetBlockEnd: 'auto',
          inlineSize: 'auto',
          blockSize: 'auto',
          margin: 0,
          borderBlockStart: 'none',
          borderInline: 'none',
          color: 'inherit',
        },
      },
    },
    // A popover's own styles hide and frame it: in the wide bar, the links are simply there.
    [wide]: {
      selectors: {
        '&[popover]': {
          display: 'block',
          position: 'static',
          inlineSize: 'auto',
          blockSize: 'auto',
          margin: 0,
          padding: 0,
          border: 'none',
          overflow: 'visible',
          color: 'inherit',
          backgroundColor: 'transparent',
        },
      },
    },
  },
  '@supports': {
    // Under the header wherever it is (below the demo's ribbon, at the top of the page).
    '(anchor-name: --site-header)': {
      selectors: { '&:popover-open': { insetBlockStart: 'anchor(--site-header end)' } },
    },
  },
});

export const links = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@container': { [collapsed]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: vars.size.touch,
  paddingInline: vars.space.md,
  border: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&[aria-current="page"]': { color: vars.color.accent, fontWeight: vars.fontWeight.bold },
  },
  '@container': { [collapsed]: { inlineSize: '100%', justifyContent: 'space-between' } },
});

export const dropdown = style({ position: 'relative' });

/** Shop: a link, and beside it the button of its categories. */
export const splitDropdown = style([
  dropdown,
  {
    display: 'flex',
    alignItems: 'center',
    '@container': { [collapsed]: { flexWrap: 'wrap' } },
  },
]);

export const chevron = style({
  display: 'flex',
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { [`[aria-expanded="true"] > &`]: { transform: 'rotate(180deg)' } },
});

export const splitLink = style([
  link,
  { '@container': { [collapsed]: { flex: 1, inlineSize: 'auto' } } },
]);

export const submenuButton = style([
  link,
  {
    paddingInline: vars.space.xs,
    minInlineSize: vars.size.touch,
    justifyContent: 'center',
    // In the phone's menu, its chevron lines up with New Release's.
    '@container': { [collapsed]: { inlineSize: 'auto', paddingInline: vars.space.md } },
  },
]);

export const submenu = style({
  position: 'absolute',
  insetBlockStart: '100%',
  insetInlineStart: 0,
  ...menuSurface,
  selectors: {
    [`${beforeTakeOver} ${dropdown}:is(:hover, :focus-within) > &`]: { display: 'block' },
  },
  '@container': {
    [collapsed]: {
      position: 'static',
      flexBasis: '100%',
      border: 'none',
      boxShadow: 'none',
      paddingInlineStart: vars.space.lg,
      // In the phone's menu, every submenu stands open: nothing there needs a script.
      selectors: { [`${beforeTakeOver} &`]: { display: 'block' } },
    },
  },
});

export const submenuLink = style([link, { inlineSize: '100%' }]);

export const tools = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});

export const cartCount = style({
  position: 'absolute',
  insetBlockStart: vars.space.xxs,
  insetInlineEnd: vars.space.xxs,
  minInlineSize: '1.25rem',
  blockSize: '1.25rem',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accent,
  color: vars.color.textOnBrand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '1.25rem',
  textAlign: 'center',
});

export const menuButton = style({
  display: 'none',
  '@container': { [collapsed]: { display: 'inline-flex' } },
});
