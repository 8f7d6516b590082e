import * as styles from './Skeleton.css';

export const skeletonRadii = ['sm', 'md', 'lg', 'pill'] as const;

export interface SkeletonProps {
  /** Width as a CSS length. @default 100% */
  inlineSize?: string;
  /** Height as a CSS length; ignored when `aspectRatio` is set. @default 1em */
  blockSize?: string;
  /** Keeps the box of an image that is still to come, e.g. `'1 / 1'`. */
  aspectRatio?: string;
  /** Corner rounding from the theme. @default md */
  radius?: (typeof skeletonRadii)[number];
}

/**
 * A shimmering placeholder with the size of the content still loading, so nothing moves when
 * it arrives. Decorative: the region that shows it says "loading" in words and `aria-busy`.
 * The shimmer stops under `prefers-reduced-motion`.
 *
 * Use it where the size of what is loading is known (cards, the product page); for a wait with
 * no shape to hold use a `Spinner` beside words, and for progress towards a known end a
 * `ProgressBar`.
 */
export function Skeleton({
  inlineSize = '100%',
  blockSize = '1em',
  aspectRatio,
  radius = 'md',
}: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-skeleton=""
      className={[styles.skeleton, styles.radius[radius]].join(' ')}
      style={aspectRatio ? { inlineSize, aspectRatio } : { inlineSize, blockSize }}
    />
  );
}
