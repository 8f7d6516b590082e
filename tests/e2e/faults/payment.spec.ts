import type { Page } from '@playwright/test';
import { checkoutSession, shopOrders } from '@rimal/mocks';
import { expect, test } from '../support/fixtures';
import { CARDS, CUSTOMER, fillCustomer, paymentArea, payWith, press, text } from '../support/shop';
import { continueToPayment, openCheckout, payOnServer, sessionIdOf } from '../support/checkout';

/** Issue 29: what the shopper sees when the shop refuses or has forgotten the payment. */
async function expectConfirmed(page: Page) {
  await expect(page).toHaveURL(/\/succsess(?:[?&]lang=[a-z]+)?$/);
  await expect(
    page.getByRole('heading', { name: 'Your order is confirmed!', level: 1 }),
  ).toBeVisible();
}

const unreachable = text('en', 'checkout', 'demoPayment.error');

test.describe('payment faults', () => {
  test('a payment the shop has forgotten (its server restarted) starts afresh, with the details kept', async ({
    page,
    mockApi,
  }) => {
    await openCheckout(page, [{ id: 99, quantity: 2 }]);
    await fillCustomer(page);
    const first = await continueToPayment(page);
    // The shop API restarts between opening the payment and Pay: it knows no session.
    await mockApi.reset();

    const fresh = page.waitForResponse(
      (response) => response.url().includes('/shop/create-checkout-session') && response.ok(),
    );
    await payWith(page, CARDS.pays);
    const { clientSecret } = (await (await fresh).json()) as { clientSecret: string };
    expect(clientSecret).not.toBe(first);
    await expect(page.getByText(text('en', 'checkout', 'payment.renewed'))).toBeVisible();
    await expect(page.getByText(unreachable)).toHaveCount(0);
    const delivering = page.getByRole('region', { name: 'Delivering to' });
    await expect(delivering).toContainText(`${CUSTOMER.firstName} ${CUSTOMER.lastName}`);
    await expect(delivering).toContainText(CUSTOMER.address);

    await payWith(page, CARDS.pays);
    await expectConfirmed(page);
    expect(shopOrders()).toHaveLength(1);
    expect(shopOrders()[0]?.sessionId).toBe(sessionIdOf(clientSecret));
  });

  test('a prize code another session has spent meanwhile is not charged, and the shopper is told why', async ({
    page,
    mockApi,
  }) => {
    await openCheckout(page, [{ id: 99, quantity: 2 }]);
    await page.getByLabel('Coupon or prize code').fill('WIN50OFF01');
    await press(page.getByRole('button', { name: 'Apply' }));
    await expect(page.getByText('Code applied')).toContainText('WIN50OFF01');
    await fillCustomer(page);
    const mine = await continueToPayment(page);

    // A second tab opened a session with the same code before anything was spent, and paid first.
    const other = await page.context().newPage();
    await openCheckout(other, [{ id: 99, quantity: 2 }]);
    await other.getByLabel('Coupon or prize code').fill('WIN50OFF01');
    await press(other.getByRole('button', { name: 'Apply' }));
    await fillCustomer(other);
    await payOnServer(mockApi.url, await continueToPayment(other));

    await payWith(page, CARDS.pays);
    await expect(paymentArea(page).getByRole('alert')).toHaveText(
      text('en', 'checkout', 'demoPayment.codeSpent'),
    );
    await expect(page.getByText(unreachable)).toHaveCount(0);
    expect(checkoutSession(sessionIdOf(mine))?.status).toBe('open');
  });
});
