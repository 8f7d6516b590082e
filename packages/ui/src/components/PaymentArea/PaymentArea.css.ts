import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import {
  checkoutNotice,
  paymentStatus,
  stepHeader,
  stepHint,
  stepRoot,
  stepTitle,
} from '../../theme/looks';

export const root = style(stepRoot);

export const header = style(stepHeader);
export const title = style(stepTitle);
export const description = style(stepHint);

export const notice = style(checkoutNotice);

/** Stripe's iframe sizes itself; give it room while it loads. */
export const embedded = style({ minBlockSize: '20rem' });

export const status = style({
  ...paymentStatus,
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  selectors: {
    '&[data-tone="critical"]': {
      backgroundColor: vars.color.criticalSoft,
      borderColor: vars.color.critical,
      color: vars.color.critical,
    },
  },
});
