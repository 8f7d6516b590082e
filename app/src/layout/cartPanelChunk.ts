// The cart drawer's code is its own chunk: nothing of it shows until the cart is opened, and the
// home page's JavaScript budget (issue 9) is better spent on what is on screen.
export { CartPanel } from '@rimal/ui';
