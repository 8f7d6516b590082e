import type { siteMedia } from '@rimal/core';
import type { ReactElement } from 'react';
import type { SocialNetwork } from '../../services';

/** Simple generic glyphs (not the networks' trademarks), drawn on a 24 x 24 grid. */
export const socialGlyphs: Record<SocialNetwork, ReactElement> = {
  instagram: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="5" />
      <circle cx="12" cy="12" r="3.6" />
      <circle cx="16.8" cy="7.2" r="0.6" />
    </>
  ),
  facebook: (
    <path d="M13.5 20v-7h2.4l.4-2.8h-2.8V8.6c0-.8.3-1.4 1.4-1.4h1.5V4.7a19 19 0 0 0-2.2-.1c-2.2 0-3.7 1.3-3.7 3.8v1.8H8v2.8h2.5v7" />
  ),
  linkedin: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="2.5" />
      <path d="M8 10.5V16M8 7.8v.01M11.5 16v-5.5M11.5 12.8c0-1.4 1-2.3 2.2-2.3s2.1.8 2.1 2.3V16" />
    </>
  ),
  youtube: (
    <>
      <rect x="3" y="6" width="18" height="12" rx="4" />
      <path d="M10.5 9.5l4 2.5-4 2.5z" />
    </>
  ),
  tiktok: <path d="M14 4v10.5a3.5 3.5 0 1 1-3-3.46M14 4c.4 2.2 1.9 3.7 4 4" />,
};

export const paymentMethods = [
  'visa',
  'mastercard',
  'amex',
  'applePay',
  'googlePay',
] as const satisfies readonly (keyof typeof siteMedia.payments)[];
export type PaymentMethod = (typeof paymentMethods)[number];
