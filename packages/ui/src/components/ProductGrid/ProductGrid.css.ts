import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { container, queryContainer } from '../../theme/tokens';

export const root = style({
  ...queryContainer,
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  gap: vars.space.xl,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@container': {
    [container.narrow]: {
      gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
      gap: vars.space.md,
    },
  },
});

export const item = style({ display: 'grid', minInlineSize: 0 });

export const status = style({
  marginBlockEnd: vars.space.lg,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const notice = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.xl,
  textAlign: 'center',
  border: `${vars.size.hairline} dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
});

export const noticeTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  selectors: { '[data-status="error"] &': { color: vars.color.critical } },
});

export const noticeAction = style({ marginBlockStart: vars.space.sm });
