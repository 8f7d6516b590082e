import { expect, type Page } from '@playwright/test';
import { paths } from '@rimal/core';
import { CARDS, detailsForm, futureExpiry, paymentArea, press, seedCart } from './shop';

/** Seeds the cart with `lines` and opens checkout. */
export async function openCheckout(page: Page, lines: { id: number; quantity: number }[]) {
  await seedCart(page, lines);
  await page.goto(paths.checkout);
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
}

/** Submits the customer form; resolves with the payment session's client secret once the card form shows. */
export async function continueToPayment(page: Page): Promise<string> {
  const session = page.waitForResponse(
    (response) => response.url().includes('/shop/create-checkout-session') && response.ok(),
  );
  await press(detailsForm(page).getByRole('button', { name: 'Continue to payment' }));
  const { clientSecret } = (await (await session).json()) as { clientSecret: string };
  await expect(paymentArea(page).getByRole('button', { name: /^Pay / })).toBeVisible();
  return clientSecret;
}

/** The checkout session id inside a demo client secret. */
export const sessionIdOf = (clientSecret: string) =>
  /^cs_demo_(.+)_secret_/.exec(clientSecret)![1]!;

/** Pays the session with the demo card, as the payment page would, without leaving the page. */
export async function payOnServer(mockApiUrl: string, clientSecret: string) {
  const paid = await fetch(`${mockApiUrl}/shop/demo/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      clientSecret,
      cardNumber: CARDS.pays,
      expiry: futureExpiry(),
      cvc: '123',
    }),
  });
  expect(paid.ok).toBe(true);
}

/** Fills the delivery details by field name, so it works whatever language the labels are in. */
export async function fillCustomerInAnyLanguage(page: Page) {
  const form = page.locator('form').filter({ has: page.locator('select[name="city"]') });
  const values = {
    firstName: 'Mariam',
    lastName: 'Saeed',
    email: 'mariam@example.com',
    phone: '+971 50 123 4567',
    address: 'Al Wasl Road 12',
    house: 'Villa 7',
    landmark: 'Opposite the park',
  };
  for (const [name, value] of Object.entries(values)) {
    await form.locator(`[name="${name}"]`).fill(value);
  }
  await form.locator('select[name="city"]').selectOption('Dubai');
}
