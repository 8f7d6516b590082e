import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { chatLinkClearance } from './layout.css';
import { media } from './tokens';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  scrollBehavior: 'smooth',
  // A field reached with Tab, or opened by a link to it, stops above the floating chat link.
  scrollPaddingBlockEnd: chatLinkClearance,
  '@media': { [media.reducedMotion]: { scrollBehavior: 'auto' } },
});

globalStyle('body', {
  margin: 0,
  minBlockSize: '100vh',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4', {
  fontFamily: vars.font.display,
  lineHeight: vars.lineHeight.tight,
  margin: 0,
  overflowWrap: 'break-word',
});

globalStyle('p', { margin: 0, overflowWrap: 'break-word' });
globalStyle('img, svg, video', { display: 'block', maxInlineSize: '100%' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle('a', { color: vars.color.link });

globalStyle(':focus-visible', {
  outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

globalStyle('*', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

// Headings that receive focus from script (route changes, outcomes) announce themselves; a ring
// around a heading would only look like a bug.
globalStyle('[tabindex="-1"]:focus', { outline: 'none' });
