import { paths } from '@rimal/core';

/** Every route of docs/requirements.md §2: [path, main heading, document title]. */
export const ROUTES: [string, string, string][] = [
  [
    paths.home,
    'Golden dates, dipped in fine chocolate',
    'Chocolate-covered dates and snacks from Dubai | Rimal',
  ],
  [paths.shop, 'Chocolate-covered dates', 'Chocolate-covered dates | Rimal'],
  [paths.product(99), 'Pistachio Kunafa Medjool', 'Pistachio Kunafa Medjool | Rimal'],
  [paths.contact, 'Contact Us', 'Contact us | Rimal'],
  [paths.promotion, 'Win with Rimal', 'Promotions | Rimal'],
  [paths.about, 'About Rimal', 'About us | Rimal'],
  [paths.termsAndConditions, 'Terms & Conditions', 'Terms & Conditions | Rimal'],
  [paths.privacyPolicy, 'Privacy Policy', 'Privacy Policy | Rimal'],
  [paths.orderConfirmed, 'Your order is confirmed!', 'Order confirmed | Rimal'],
  [paths.paymentFailed, 'Sorry payment failed!', 'Payment failed | Rimal'],
  [paths.brandPage('gourmet'), 'Gourmet', 'Gourmet | Rimal'],
  [paths.brandPage('vegan'), 'Vegan', 'Vegan | Rimal'],
  [paths.brandPage('bites'), 'Bites', 'Bites | Rimal'],
  [paths.checkout, 'Your cart is empty.', 'Checkout | Rimal'],
  [paths.mail, 'Opps! Page Not Found', 'Page not found | Rimal'],
];
