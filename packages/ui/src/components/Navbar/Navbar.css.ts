import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { pageInset } from '../../theme/layout.css';
import { queryContainer } from '../../theme/tokens';

/**
 * The links fold into the menu before the page's own narrow width: the longest labels
 * (Japanese) need about 55em of bar, and at 48em even English ones overflow.
 */
const collapsed = '(max-width: 59.99em)';

export const header = style({
  ...queryContainer,
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

export const nav = style({
  flex: 1,
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
    },
  },
  selectors: { '&[data-open="true"]': { display: 'block' } },
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

export const chevron = style({
  display: 'flex',
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { [`${link}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});

export const submenu = style({
  position: 'absolute',
  insetBlockStart: '100%',
  insetInlineStart: 0,
  minInlineSize: '12rem',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  backgroundColor: vars.color.surface,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  '@container': {
    [collapsed]: {
      position: 'static',
      border: 'none',
      boxShadow: 'none',
      paddingInlineStart: vars.space.lg,
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
