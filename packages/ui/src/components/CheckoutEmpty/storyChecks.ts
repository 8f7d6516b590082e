import { expect, within } from 'storybook/test';

/** The empty checkout: its heading, the way back to the shop, and no form to fill. */
export async function expectEmptyCheckout(canvasElement: HTMLElement, shopHref = '/products/1') {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { name: 'Your cart is empty.' })).toBeVisible();
  await expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
    'href',
    shopHref,
  );
  await expect(canvas.queryByRole('form')).toBeNull();
}
