import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { container, queryContainer } from '../../theme/tokens';

export const root = style({
  ...queryContainer,
  display: 'grid',
  gap: vars.space.lg,
  minInlineSize: 0,
});

export const form = style({
  display: 'grid',
  gap: vars.space.xl,
  padding: vars.space.xxl,
  borderRadius: vars.radius.xl,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  '@container': { [container.narrow]: { padding: vars.space.lg, gap: vars.space.lg } },
});

export const requiredNote = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
  '@container': { [container.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const full = style({ gridColumn: '1 / -1', minInlineSize: 0 });

export const section = style({
  display: 'grid',
  gap: vars.space.lg,
  selectors: {
    '&:empty': { display: 'none' },
  },
});

export const bnf = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.lg,
  alignItems: 'start',
  '@container': { [container.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const bnfSample = style({
  inlineSize: '12rem',
  maxInlineSize: '100%',
  blockSize: 'auto',
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  backgroundColor: vars.color.background,
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-start',
  '@container': { [container.narrow]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const status = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  color: vars.color.textMuted,
  selectors: {
    '&[data-tone="success"]': { color: vars.color.success },
    '&[data-tone="critical"]': { color: vars.color.critical },
  },
});

export const statusText = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.semibold,
  minBlockSize: '1.5em',
});
