import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { paymentStatus } from '../../theme/looks';
import { container, queryContainer } from '../../theme/tokens';

export const root = style({
  ...queryContainer,
  display: 'grid',
  gap: vars.space.lg,
});

export const fieldset = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  padding: vars.space.xl,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  minInlineSize: 0,
  '@container': { [container.narrow]: { padding: vars.space.lg } },
});

export const legend = style({
  paddingInline: vars.space.xs,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@container': { [container.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const hint = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.criticalSoft,
  color: vars.color.critical,
  fontWeight: vars.fontWeight.medium,
});

export const processing = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const status = style(paymentStatus);
