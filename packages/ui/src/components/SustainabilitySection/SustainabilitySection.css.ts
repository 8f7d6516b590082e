import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { pageInset } from '../../theme/layout.css';
import { container, queryContainer } from '../../theme/tokens';

export const section = style({
  ...queryContainer,
  paddingBlock: vars.space.section,
  backgroundColor: vars.color.surfaceSunken,
});

export const inner = style([pageInset, { display: 'grid', gap: vars.space.xxl }]);

export const header = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.3fr)',
  alignItems: 'end',
  gap: vars.space.xl,
  '@container': { [container.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand,
  textWrap: 'balance',
});

export const intro = style({
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.text,
  maxInlineSize: vars.size.proseMax,
});

export const points = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 13rem), 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const point = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '3.25rem',
  blockSize: '3.25rem',
  marginBlockEnd: vars.space.sm,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.successSoft,
  color: vars.color.success,
});

export const icon = style({ inlineSize: '1.75rem', blockSize: '1.75rem' });

export const pointTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand,
});

export const pointText = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.textMuted,
});
