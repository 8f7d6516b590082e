import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { queryContainer } from '../../theme/tokens';

export const root = style({ ...queryContainer, minInlineSize: 0 });

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minInlineSize: 0,
  margin: 0,
  padding: vars.space.lg,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
});

export const legend = style({
  float: 'inline-start',
  inlineSize: '100%',
  padding: 0,
  marginBlockEnd: vars.space.sm,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One row the height of a checkbox row, so the list does not jump when it arrives. */
export const skeletonRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.touch,
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-start',
  paddingBlockStart: vars.space.sm,
  borderBlockStart: `${vars.size.hairline} solid ${vars.color.border}`,
});
