/** The one place the company's invented name lives. */
export const BRAND = {
  name: 'Rimal',
  legalName: 'Rimal Confectionery Group LLC',
  founded: 1992,
  supportEmail: 'care@rimal.example',
  phone: '+971 4 000 0000',
  address: 'Dubai Industrial City, Dubai, UAE',
} as const;

/** The fixed `brand` value of every order (docs/requirements.md §9). */
export const ORDER_BRAND = BRAND.name;
