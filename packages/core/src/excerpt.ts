/** How much of a description the cart panel shows (docs/requirements.md §2). */
export const CART_DESCRIPTION_LENGTH = 50;

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The first `max` characters of `text`, with an ellipsis when cut. Counts graphemes, so an
 * emoji or a combining Devanagari sign is never split in half.
 */
export function excerpt(text: string, max = CART_DESCRIPTION_LENGTH): string {
  const graphemes = Array.from(segmenter.segment(text.trim()), (part) => part.segment);
  if (graphemes.length <= max) return graphemes.join('');
  return `${graphemes.slice(0, max).join('').trimEnd()}…`;
}
