import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { checkoutNotice } from '../../theme/looks';
import { container } from '../../theme/tokens';

export const title = style({ fontSize: vars.fontSize.display });

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)',
  alignItems: 'start',
  gap: vars.space.xxl,
  '@container': {
    [container.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl },
  },
});

export const summaryColumn = style({
  position: 'sticky',
  insetBlockStart: vars.space.lg,
  '@container': { [container.narrow]: { position: 'static' } },
});

export const mainColumn = style({ display: 'grid', gap: vars.space.xl, minInlineSize: 0 });

export const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  ...checkoutNotice,
});

export const failure = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.critical}`,
  backgroundColor: vars.color.criticalSoft,
  color: vars.color.critical,
});

export const failureMessage = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const delivery = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  '@container': { [container.narrow]: { padding: vars.space.lg } },
});

export const deliveryHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const deliveryTitle = style({ fontSize: vars.fontSize.lg });

export const deliveryLines = style({ margin: 0, color: vars.color.textMuted, fontStyle: 'normal' });
globalStyle(`${deliveryLines} span`, { display: 'block' });

export const fullArea = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xl,
  minBlockSize: '60vh',
  alignContent: 'center',
});
