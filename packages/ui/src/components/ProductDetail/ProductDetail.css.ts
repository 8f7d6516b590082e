import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { purchaseRow } from '../../theme/looks';
import { pageInset } from '../../theme/layout.css';
import { container, queryContainer } from '../../theme/tokens';

/** The page's own width: the gallery and summary are containers too, so name this one. */
const page = createContainer('product-detail');
const narrowPage = `${page} ${container.narrow}`;

export const root = style([
  pageInset,
  {
    containerName: page,
    ...queryContainer,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xl,
    paddingBlock: vars.space.xl,
  },
]);

export const back = style({ display: 'flex' });

/** Gallery at the inline start, summary at the inline end; one column when narrow. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  alignItems: 'start',
  columnGap: vars.space.xxxl,
  rowGap: vars.space.xl,
  '@container': {
    [narrowPage]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const column = style({ minInlineSize: 0 });

export const related = style({ minInlineSize: 0 });

/*
 * The skeleton repeats the boxes of ProductGallery and ProductSummary (same tokens, same
 * container conditions), so the page does not move when the product arrives.
 */

export const gallerySkeleton = style({
  ...queryContainer,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const mainImageSkeleton = style({
  overflow: 'hidden',
  borderRadius: vars.radius.xl,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
});

export const thumbnailsSkeleton = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
});

export const thumbnailSkeleton = style({
  display: 'block',
  inlineSize: '5.5rem',
  '@container': { [container.narrow]: { inlineSize: '4.5rem' } },
});

export const summarySkeleton = style({
  ...queryContainer,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

const line = { display: 'flex', alignItems: 'center' } as const;

/** Line boxes of the real texts: font size times line height. */
export const titleLine = style({
  ...line,
  fontSize: vars.fontSize.display,
  blockSize: `calc(${vars.fontSize.display} * ${vars.lineHeight.tight})`,
});

export const priceLine = style({
  ...line,
  fontSize: vars.fontSize.xl,
  blockSize: `calc(${vars.fontSize.xl} * ${vars.lineHeight.normal})`,
});

export const weightLine = style({
  ...line,
  fontSize: vars.fontSize.md,
  blockSize: `calc(${vars.fontSize.md} * ${vars.lineHeight.normal})`,
});

export const descriptionLine = style({
  ...line,
  maxInlineSize: vars.size.proseMax,
  fontSize: vars.fontSize.md,
  blockSize: `calc(${vars.fontSize.md} * ${vars.lineHeight.relaxed})`,
});

/** A full-width column holds fewer words a line: one description line more when stacked. */
export const stackedOnly = style({
  display: 'none',
  '@container': { [narrowPage]: { display: 'flex' } },
});

export const purchaseSkeleton = style(purchaseRow);

/** The quantity stepper: two touch-size buttons and a digit inside a hairline pill. */
export const stepperSkeleton = style({
  display: 'flex',
  inlineSize: `calc(2 * ${vars.size.touch} + 2.25ch + 4 * ${vars.space.xxs} + 2 * ${vars.size.hairline})`,
  blockSize: `calc(${vars.size.touch} + 2 * ${vars.space.xxs} + 2 * ${vars.size.hairline})`,
});

/** The large ADD TO CART button. */
export const buttonSkeleton = style({
  display: 'flex',
  flex: '1 1 12rem',
  blockSize: '3.25rem',
});
