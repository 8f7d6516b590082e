import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { container, queryContainer } from '../../theme/tokens';

const fadeIn = keyframes({ from: { opacity: 0.4 }, to: { opacity: 1 } });

export const gallery = style({
  ...queryContainer,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
});

/** Square like the product photography, so switching images never moves the page. */
export const main = style({
  position: 'relative',
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.surfaceSunken,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
});

export const mainImage = style({
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
  animation: `${fadeIn} ${vars.motion.slow} ${vars.motion.easing}`,
});

export const thumbnails = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const thumbnail = style({
  display: 'block',
  inlineSize: '5.5rem',
  aspectRatio: '1 / 1',
  padding: 0,
  overflow: 'hidden',
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
  cursor: 'pointer',
  opacity: 0.75,
  transition: `opacity ${vars.motion.fast} ${vars.motion.easing}, box-shadow ${vars.motion.fast}`,
  selectors: {
    '&:hover': { opacity: 1 },
    '&[aria-pressed="true"]': {
      opacity: 1,
      borderColor: vars.color.brand,
      boxShadow: `inset 0 0 0 0.125rem ${vars.color.brand}`,
    },
  },
  '@container': { [container.narrow]: { inlineSize: '4.5rem' } },
});

export const thumbnailImage = style({
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
});
