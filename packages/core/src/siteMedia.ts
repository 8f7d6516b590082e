/**
 * The site's own artwork, as url paths under the media host (like the content service's
 * media). The demo media host serves a real file for each (mocks/media/uploads). Each looping
 * video comes in WebM and MP4, so every browser finds a format it plays.
 */
export const siteMedia = {
  logo: '/uploads/logo.svg',
  logoMark: '/uploads/logo-mark.svg',
  heroPoster: '/uploads/hero-poster.svg',
  heroVideo: { webm: '/uploads/hero-loop.webm', mp4: '/uploads/hero-loop.mp4' },
  productsBanner: '/uploads/products-banner.svg',
  productsBannerVideo: {
    webm: '/uploads/products-banner-loop.webm',
    mp4: '/uploads/products-banner-loop.mp4',
  },
  brandBackgrounds: {
    gourmet: '/uploads/brand-gourmet.svg',
    vegan: '/uploads/brand-vegan.svg',
    bites: '/uploads/brand-bites.svg',
  },
  aboutBanner: '/uploads/about-banner.svg',
  leadership: [
    '/uploads/leader-1.svg',
    '/uploads/leader-2.svg',
    '/uploads/leader-3.svg',
    '/uploads/leader-4.svg',
  ],
  ingredients: '/uploads/ingredients.svg',
  promotionBackground: '/uploads/promotion-bg.svg',
  bnfSample: '/uploads/bnf-sample.svg',
  payments: {
    visa: '/uploads/pay-visa.svg',
    mastercard: '/uploads/pay-mastercard.svg',
    amex: '/uploads/pay-amex.svg',
    applePay: '/uploads/pay-apple-pay.svg',
    googlePay: '/uploads/pay-google-pay.svg',
  },
} as const;

/**
 * The site's artwork a shared link to a page without a picture of its own previews, each as a
 * 1200 × 630 JPEG beside it (linkPreviewPathOf): a brand page its brand's background, every
 * other page the home page's hero.
 */
export const siteLinkPreviews = {
  home: siteMedia.heroPoster,
  ...siteMedia.brandBackgrounds,
} as const;
