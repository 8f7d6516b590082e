/** Every route of docs/requirements.md §2: [path, main heading, document title]. */
export const ROUTES: [string, string, string][] = [
  [
    '/',
    'Golden dates, dipped in fine chocolate',
    'Chocolate-covered dates and snacks from Dubai | Rimal',
  ],
  ['/products/1', 'Our Products', 'Shop | Rimal'],
  ['/product/99', 'Pistachio Kunafa Medjool', 'Pistachio Kunafa Medjool | Rimal'],
  ['/contact', 'Contact Us', 'Contact us | Rimal'],
  ['/promotion', 'Win with Rimal', 'Promotions | Rimal'],
  ['/about', 'About Rimal', 'About us | Rimal'],
  ['/terms-&-conditions', 'Terms & Conditions', 'Terms & Conditions | Rimal'],
  ['/privacy-policy', 'Privacy Policy', 'Privacy Policy | Rimal'],
  ['/succsess', 'Your order is confirmed!', 'Order confirmed | Rimal'],
  ['/failed', 'Sorry payment failed!', 'Payment failed | Rimal'],
  ['/gourmet', 'Gourmet', 'Gourmet | Rimal'],
  ['/vegan', 'Vegan', 'Vegan | Rimal'],
  ['/bites', 'Bites', 'Bites | Rimal'],
  ['/check_out', 'Your cart is empty.', 'Checkout | Rimal'],
  ['/mail', 'Opps! Page Not Found', 'Page not found | Rimal'],
];
