import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { stepHeader, stepHint, stepRoot, stepTitle } from '../../theme/looks';
import { container } from '../../theme/tokens';

export const root = style(stepRoot);

export const header = style(stepHeader);
export const title = style(stepTitle);
export const hint = style(stepHint);

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@container': { [container.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
