import type { Page } from '@playwright/test';
import { paths } from '@rimal/core';
import { shopOrders } from '@rimal/mocks';
import { expect, test } from '../support/fixtures';
import {
  CUSTOMER,
  detailsForm,
  fillCustomer,
  openCart,
  paymentArea,
  press,
  text,
} from '../support/shop';
import { goOffline, goOnline } from '../support/offline';
import { continueToPayment, openCheckout, payOnServer, sessionIdOf } from '../support/checkout';

async function expectConfirmed(page: Page) {
  await expect(page).toHaveURL(/\/succsess(?:[?&]lang=[a-z]+)?$/);
  await expect(
    page.getByRole('heading', { name: 'Your order is confirmed!', level: 1 }),
  ).toBeVisible();
}

const pendingOrder = (page: Page) => page.evaluate(() => localStorage.getItem('pendingOrder'));

test.describe('checkout under faults', () => {
  test('two tabs returning from one payment place one order, and both confirm it', async ({
    page,
    mockApi,
  }) => {
    await openCheckout(page, [{ id: 99, quantity: 2 }]);
    await fillCustomer(page);
    const clientSecret = await continueToPayment(page);
    const sessionId = sessionIdOf(clientSecret);
    await payOnServer(mockApi.url, clientSecret);
    const other = await page.context().newPage();
    const answers: number[] = [];
    page.context().on('response', (response) => {
      if (response.url().endsWith('/shop/create_order')) answers.push(response.status());
    });

    // Both tabs load the return address at once, as after a payment page opened twice.
    const returnUrl = `${paths.checkout}?session_id=${sessionId}`;
    await Promise.all([page.goto(returnUrl), other.goto(returnUrl)]);

    await Promise.all([expectConfirmed(page), expectConfirmed(other)]);
    expect(shopOrders()).toHaveLength(1);
    expect(shopOrders()[0]?.sessionId).toBe(sessionId);
    // A tab that sent create_order second got the order already placed (200), never a new one.
    expect(answers.filter((status) => status === 201)).toHaveLength(1);
    expect(answers.every((status) => status === 200 || status === 201)).toBe(true);
    expect(await pendingOrder(page)).toBeNull();
    expect(await pendingOrder(other)).toBeNull();
  });

  test('going offline while submitting the details shows a translated error with Retry; back online, Retry reaches the payment with the details kept', async ({
    page,
  }) => {
    await openCheckout(page, [{ id: 99, quantity: 2 }]);
    await fillCustomer(page);

    await goOffline(page);
    await press(detailsForm(page).getByRole('button', { name: 'Continue to payment' }));
    const message = text('en', 'checkout', 'errors.catalog');
    const alert = page.getByRole('alert').filter({ hasText: message });
    await expect(alert).toBeVisible({ timeout: 15_000 });
    // The shopper reads the translated sentence, never the raw error of the failed call.
    await expect(alert).not.toContainText(/fetch|localhost|ApiError|network/i);
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit details' })).toBeVisible();
    await expect(paymentArea(page)).toHaveCount(0);
    expect(await pendingOrder(page)).toBeNull();

    await goOnline(page);
    await press(page.getByRole('button', { name: 'Try again' }));
    await expect(paymentArea(page).getByRole('button', { name: /^Pay / })).toBeVisible();
    const delivering = page.getByRole('region', { name: 'Delivering to' });
    await expect(delivering).toContainText(`${CUSTOMER.firstName} ${CUSTOMER.lastName}`);
    await expect(delivering).toContainText(CUSTOMER.address);
    await expect(delivering).toContainText(CUSTOMER.phone);
    await expect
      .poll(async () => JSON.parse((await pendingOrder(page)) ?? 'null'))
      .toMatchObject({
        destination_address_name: `${CUSTOMER.firstName} ${CUSTOMER.lastName}`,
        destination_address_mobile_number: CUSTOMER.phone,
        email: CUSTOMER.email,
      });
  });

  test('Reset Cart forgets the pending order kept for the payment page', async ({ page }) => {
    await openCheckout(page, [{ id: 99, quantity: 2 }]);
    await fillCustomer(page);
    await continueToPayment(page);
    await expect.poll(() => pendingOrder(page)).not.toBeNull();

    const drawer = await openCart(page);
    await press(drawer.getByRole('button', { name: 'Reset Cart' }));

    await expect.poll(() => pendingOrder(page)).toBeNull();
  });
});
