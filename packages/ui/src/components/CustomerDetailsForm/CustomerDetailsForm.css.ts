import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { container, queryContainer } from '../../theme/tokens';

export const root = style({
  ...queryContainer,
  display: 'grid',
  gap: vars.space.lg,
});

export const header = style({ display: 'grid', gap: vars.space.xs });
export const title = style({ fontSize: vars.fontSize.xl });
export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@container': { [container.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
