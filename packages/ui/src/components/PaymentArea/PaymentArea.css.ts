import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { queryContainer } from '../../theme/tokens';

export const root = style({
  ...queryContainer,
  display: 'grid',
  gap: vars.space.lg,
});

export const header = style({ display: 'grid', gap: vars.space.xs });
export const title = style({ fontSize: vars.fontSize.xl });
export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const notice = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
});

/** Stripe's iframe sizes itself; give it room while it loads. */
export const embedded = style({ minBlockSize: '20rem' });

export const status = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  textAlign: 'center',
  color: vars.color.textMuted,
  selectors: {
    '&[data-tone="critical"]': {
      backgroundColor: vars.color.criticalSoft,
      borderColor: vars.color.critical,
      color: vars.color.critical,
    },
  },
});
