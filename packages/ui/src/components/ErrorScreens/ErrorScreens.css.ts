import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { queryContainer } from '../../theme/tokens';

export const root = style({ ...queryContainer, minInlineSize: 0 });

export const details = style({
  marginBlockStart: vars.space.xl,
  textAlign: 'start',
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  fontSize: vars.fontSize.sm,
});

export const summary = style({
  minBlockSize: vars.size.touch,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  cursor: 'pointer',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const detailText = style({
  margin: 0,
  maxBlockSize: '16rem',
  overflow: 'auto',
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderBlockStart: `${vars.size.hairline} solid ${vars.color.border}`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  color: vars.color.text,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
