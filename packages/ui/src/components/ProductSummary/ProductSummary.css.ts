import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { container, queryContainer } from '../../theme/tokens';

export const summary = style({
  ...queryContainer,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  minInlineSize: 0,
});

export const title = style({
  fontSize: vars.fontSize.display,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  // Title and description come from the content service in one language: lay them out by
  // their own script, so an English description keeps its full stop at its end in Arabic.
  unicodeBidi: 'plaintext',
  textAlign: 'start',
  // With plaintext, Chromium aligns "start" by the text's own direction; keep the page's edge.
  selectors: { '[dir=rtl] &': { textAlign: 'right' } },
});

export const weight = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const description = style({
  maxInlineSize: vars.size.proseMax,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.text,
  whiteSpace: 'pre-line',
  unicodeBidi: 'plaintext',
  textAlign: 'start',
  // With plaintext, Chromium aligns "start" by the text's own direction; keep the page's edge.
  selectors: { '[dir=rtl] &': { textAlign: 'right' } },
});

export const purchase = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
  marginBlockStart: vars.space.md,
  paddingBlockStart: vars.space.lg,
  borderBlockStart: `${vars.size.hairline} solid ${vars.color.border}`,
  inlineSize: '100%',
  '@container': {
    [container.narrow]: { gap: vars.space.md },
  },
});

export const addButton = style({ flex: '1 1 12rem', display: 'flex' });
globalStyle(`${addButton} > *`, { flex: 1 });

export const backLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.touch,
  paddingInline: vars.space.xs,
  color: vars.color.link,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
  },
});
