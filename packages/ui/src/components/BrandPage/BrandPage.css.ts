import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { pageInset } from '../../theme/layout.css';
import { container, queryContainer } from '../../theme/tokens';

export const page = style({ ...queryContainer });

export const banner = style({
  position: 'relative',
  isolation: 'isolate',
  display: 'grid',
  alignItems: 'end',
  minBlockSize: 'clamp(20rem, 42cqi, 32rem)',
  overflow: 'hidden',
  backgroundColor: vars.color.brandHover,
  color: vars.color.textOnBrand,
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    zIndex: -1,
    backgroundImage: `linear-gradient(to top, ${vars.color.brandHover} 0%, ${vars.color.overlay} 55%, transparent 100%)`,
  },
});

export const background = style({
  position: 'absolute',
  inset: 0,
  zIndex: -2,
  inlineSize: '100%',
  blockSize: '100%',
  maxInlineSize: 'none',
  objectFit: 'cover',
});

export const bannerContent = style([
  pageInset,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    paddingBlock: `${vars.space.xxxl} ${vars.space.xxl}`,
  },
]);

export const eyebrow = style({
  fontFamily: vars.font.brand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.3em',
  textTransform: 'uppercase',
  color: vars.color.gold,
});

export const title = style({
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.semibold,
});

export const description = style({
  maxInlineSize: vars.size.proseMax,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
  '@container': { [container.narrow]: { fontSize: vars.fontSize.md } },
});

export const collection = style([
  pageInset,
  { display: 'grid', gap: vars.space.xl, paddingBlock: vars.space.section },
]);

export const collectionTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand,
  '::after': {
    content: '""',
    flex: 1,
    blockSize: vars.size.hairline,
    backgroundColor: vars.color.gold,
  },
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space.xl,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const cell = style({ display: 'flex', flexDirection: 'column' });

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '0 0' },
});

const shimmering = {
  backgroundColor: vars.color.surfaceSunken,
  backgroundImage: `linear-gradient(90deg, ${vars.color.surfaceSunken} 30%, ${vars.color.surface} 50%, ${vars.color.surfaceSunken} 70%)`,
  backgroundSize: '300% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
} as const;

export const skeleton = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingBlockEnd: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const skeletonImage = style({ ...shimmering, display: 'block', aspectRatio: '1 / 1' });

export const skeletonLine = style({
  ...shimmering,
  display: 'block',
  blockSize: vars.space.lg,
  marginInline: vars.space.lg,
  marginBlockStart: vars.space.sm,
  borderRadius: vars.radius.sm,
});

export const skeletonLineShort = style([skeletonLine, { inlineSize: '40%' }]);

export const problem = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.criticalSoft,
  color: vars.color.critical,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'center',
});

export const empty = style({
  paddingBlock: vars.space.xxl,
  color: vars.color.textMuted,
  textAlign: 'center',
});
