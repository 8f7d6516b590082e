import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Read by assistive technology, invisible on screen. */
export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: vars.size.hairline,
  blockSize: vars.size.hairline,
  padding: 0,
  margin: `calc(-1 * ${vars.size.hairline})`,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
