import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A strip in the page's flow above the header: always seen first, never over the content. */
export const ribbon = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.text,
  borderBlockEnd: `${vars.size.hairline} solid ${vars.color.gold}`,
});

export const text = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
});
