import { globalStyle } from '@vanilla-extract/css';

/**
 * A docs page shows every story of its file at once: 26 legal documents, 29 checkouts. A story
 * out of view is laid out and painted only when the reader scrolls to it; until then it keeps
 * the height it last had (or a story-sized guess). On the LegalDocument page this cut the
 * browser's layout work from about 2 s to 0.6 s.
 */
globalStyle('.docs-story', {
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 20rem',
});
