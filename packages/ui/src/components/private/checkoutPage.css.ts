import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { pageInset } from '../../theme/layout.css';
import { queryContainer } from '../../theme/tokens';

/** The checkout's page frame, shared by the checkout and its empty state. */
export const checkoutPage = style([
  pageInset,
  {
    ...queryContainer,
    display: 'grid',
    gap: vars.space.xl,
    paddingBlock: vars.space.xl,
  },
]);
