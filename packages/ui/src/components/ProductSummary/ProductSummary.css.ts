import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { ownScriptText, purchaseRow } from '../../theme/looks';
import { queryContainer } from '../../theme/tokens';

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
  ...ownScriptText,
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
  ...ownScriptText,
});

export const purchase = style({ ...purchaseRow, inlineSize: '100%' });

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
