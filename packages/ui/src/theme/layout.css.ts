import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { media } from './tokens';

/**
 * The page's column: at most `contentMax` wide, centred, with the same gutter on both inline
 * sides, so every section's edge lines up with the logo's. Full-bleed backgrounds stay on the
 * section; its content takes this class.
 */
export const pageInset = style({
  inlineSize: '100%',
  maxInlineSize: vars.size.contentMax,
  marginInline: 'auto',
  paddingInline: vars.space.xl,
  '@media': { [media.mobile]: { paddingInline: vars.space.lg } },
});

/**
 * The room the floating support chat link (SupportChatLink) takes at the bottom of the screen,
 * its margin included: what must stay clear there for the page's last line and a focused field.
 */
export const chatLinkClearance = `calc(${vars.size.controlLg} + 2 * ${vars.space.xl})`;

// A section placed inside another page's column (the featured list on a product page) is
// already inset: a second gutter would push it out of line with its neighbours.
globalStyle(`${pageInset} ${pageInset}`, {
  maxInlineSize: 'none',
  paddingInline: 0,
});
