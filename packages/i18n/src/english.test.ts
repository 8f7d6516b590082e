import { describe, expect, it } from 'vitest';
import about from './locales/en/about.json';
import brands from './locales/en/brands.json';
import checkout from './locales/en/checkout.json';
import common from './locales/en/common.json';
import contact from './locales/en/contact.json';
import home from './locales/en/home.json';
import legal from './locales/en/legal.json';
import shop from './locales/en/shop.json';

const english = { common, home, shop, checkout, contact, about, legal, brands };

function lookup(path: string): unknown {
  const [ns = '', key = ''] = path.split(':');
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      english[ns as keyof typeof english],
    );
}

function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}

describe('English source texts', () => {
  it.each([
    // docs/contracts.md §1: messages core emits
    ['common:validation.required', 'This field is required'],
    ['common:validation.email', 'Enter a valid email address'],
    ['common:validation.phone', 'Enter a valid phone number'],
    ['common:validation.city', 'Choose one of the listed cities'],
    ['common:validation.fileTooLarge', '{{names}} exceed the 5MB file size limit'],
    ['shop:toast.outOfStock', 'Temporary out of stock'],
    ['shop:toast.flashSaleLimit', 'You can only add up to {{limit}} flash sale items to the cart'],
    ['shop:toast.quantityCapped', 'You can order at most {{cap}} of this product'],
    [
      'checkout:prize.claimWithSupport',
      'Congratulations, you won {{prize}}! Please contact our support team to claim your prize.',
    ],
    ['checkout:prize.fiftyOff', 'Enjoy 50% off your total purchase!'],
    ['checkout:prize.other', '{{prize}}'],
    // docs/requirements.md §2.1
    ['common:nav.shop', 'Shop'],
    ['common:nav.newRelease', 'New Release'],
    ['common:nav.gourmet', 'Gourmet'],
    ['common:nav.vegan', 'Vegan'],
    ['common:nav.bites', 'Bites'],
    ['common:nav.promotions', 'Promotions'],
    ['common:nav.about', 'About'],
    ['common:nav.contact', 'Contact'],
    ['common:footer.about', 'About'],
    ['common:footer.terms', 'T&C'],
    ['common:footer.privacy', 'Privacy Policy'],
    ['common:footer.copyright', '© {{year}} {{brand}}. All rights reserved.'],
    ['common:notFound.title', 'Opps! Page Not Found'],
    ['common:notFound.backHome', 'Back to Home'],
    ['common:appError.title', 'Unexpected Application Error!'],
    ['common:loading.text', 'Loading...'],
    ['common:loading.pleaseWait', 'please wait...'],
    // docs/requirements.md §2.2 to §2.5
    ['shop:productCard.addToCart', 'Add to cart'],
    ['shop:productCard.learnMore', 'Learn More'],
    ['shop:productCard.discountLabel', '{{percent}} off'],
    ['shop:listing.categoriesTitle', 'Product Categories'],
    ['shop:detail.backToShop', 'Back to Shop'],
    ['shop:detail.weight', 'Weight - {{weight}}'],
    ['shop:detail.addToCart', 'ADD TO CART'],
    ['shop:detail.topSelling', 'Top Selling Products'],
    ['shop:featured.error', 'Something went wrong!'],
    ['shop:cart.empty', 'No products in the cart'],
    ['shop:cart.checkout', 'PROCEED TO CHECKOUT'],
    ['shop:cart.reset', 'Reset Cart'],
    ['shop:cart.hintFreeDelivery', 'Add {{amount}} more for free delivery'],
    ['shop:cart.hintReducedDelivery', 'Add {{amount}} more to reduce delivery to {{charge}}'],
    ['shop:cart.hintHasFreeDelivery', 'You have free delivery!'],
    // docs/requirements.md §2.11 and §2.12
    ['checkout:coupon.placeholder', 'ABC123'],
    ['checkout:coupon.loading', 'Loading...'],
    ['checkout:coupon.invalid', 'Code not valid or Already Used'],
    ['checkout:coupon.invalidBanner', 'wrong code or code already used'],
    ['checkout:customer.firstName', 'First name'],
    ['checkout:customer.lastName', 'Last name'],
    ['checkout:customer.email', 'Email'],
    ['checkout:customer.phone', 'Phone Number'],
    ['checkout:customer.city', 'City'],
    ['checkout:customer.cityPlaceholder', 'Select Your City'],
    ['checkout:customer.address', 'Address'],
    ['checkout:customer.house', 'House No. or Name'],
    ['checkout:customer.landmark', 'Landmark'],
    ['checkout:notice', 'Please do not close this page until your order is confirmed.'],
    ['checkout:pleaseWait', 'please wait...'],
    ['checkout:demoPayment.pay', 'Pay {{amount}}'],
    ['checkout:confirmed.continueShopping', 'Continue Shopping'],
    ['checkout:failed.title', 'Sorry payment failed!'],
    ['checkout:failed.continueShopping', 'Continue Shopping'],
    // docs/requirements.md §2.9
    ['contact:form.targetMarket', 'Target Market'],
    ['contact:form.targetBrand', 'Target Brand'],
    ['contact:form.targetFunction', 'Target Function'],
    ['contact:form.brandCategory', 'Brand Category'],
    ['contact:form.brandName', 'Brand Name'],
    ['contact:form.bnf', 'BNF Number'],
    ['contact:form.expiry', 'Expiry Date'],
    ['contact:form.purchaseDate', 'Purchase Date'],
    ['contact:form.purchaseFrom', 'Purchase From'],
    ['contact:form.uploadPhotos', 'Upload Photos'],
    ['contact:form.marketingUploadHint', 'Services, Sponsorship, Collaboration'],
    ['contact:form.orderNumber', 'Order Number'],
    ['contact:form.productIdea', 'Describe your product ideas'],
    ['contact:form.message', 'Message'],
    ['contact:form.submit', 'Contact Now'],
    ['contact:status.success', 'Thanks for contacting will get back soon !'],
    ['contact:uploads.failed', 'File upload failed'],
    ['contact:brandCategories.CHOCOLATE', 'CHOCOLATE'],
    ['contact:brandCategories.SNACKS', 'SNACKS'],
    // docs/requirements.md §2.6
    ['brands:gourmet.orderNow', 'Order Now'],
    ['brands:vegan.orderNow', 'Order Now'],
    ['brands:bites.orderNow', 'Order Now'],
    ['brands:promo.orderNow', 'Order Now'],
  ])('%s is "%s"', (key, text) => {
    expect(lookup(key)).toBe(text);
  });

  it('labels the eight delivery cities with the names sent in the order', () => {
    expect(checkout.cities).toEqual({
      abuDhabi: 'Abu Dhabi',
      dubai: 'Dubai',
      sharjah: 'Sharjah',
      ajman: 'Ajman',
      ummAlQuwain: 'Umm Al-Quwain',
      fujairah: 'Fujairah',
      rasAlKhaimah: 'Ras Al Khaimah',
      alAin: 'Al-Ain',
    });
  });

  it('labels departments with the values sent in the enquiry, and their sub-options', () => {
    expect(contact.departments).toEqual({
      customerSupport: 'Customer Support',
      salesDistribution: 'Sales & Distribution Inquiries',
      hrRecruitment: 'HR & Recruitment',
      marketingBranding: 'Marketing & Branding',
      generalInquiries: 'General inquiries',
    });
    expect(Object.keys(contact.supportOptions)).toEqual([
      'productFeedback',
      'orderTracking',
      'innovationCenter',
    ]);
    expect(contact.salesOptions).toEqual({
      export: 'Export',
      privateLabel: 'Private label',
      uae: 'UAE',
      ksa: 'KSA',
    });
  });

  it('labels the twelve target functions as docs/requirements.md §3 lists them', () => {
    expect(Object.values(contact.functions)).toEqual([
      'Sales',
      'Business Development',
      'Marketing',
      'Product Development',
      'Supply Chain',
      'Production',
      'Quality',
      'Accounting & Finance',
      'Human Resources',
      'IT',
      'Customer Service',
      'Legal & Compliance',
    ]);
    expect(Object.keys(contact.functions)).toEqual([
      'sales',
      'businessDevelopment',
      'marketing',
      'productDevelopment',
      'supplyChain',
      'production',
      'quality',
      'accountingFinance',
      'humanResources',
      'it',
      'customerService',
      'legalCompliance',
    ]);
  });

  it('tells the about story in the shape of docs/requirements.md §3', () => {
    expect(Object.keys(about.companyProfile)).toEqual(['title', 'description']);
    expect(Object.keys(about.pillars)).toEqual(['title', 'items', 'description', 'subDescription']);
    expect(about.pillars.items).toHaveLength(4);
    expect(about.leadership.members).toHaveLength(4);
    expect(about.corporate.values).toHaveLength(7);
    for (const item of [...about.pillars.items, ...about.corporate.values])
      expect(Object.keys(item)).toEqual(['title', 'description']);
    for (const member of about.leadership.members)
      expect(Object.keys(member)).toEqual(['name', 'position']);
    expect(about.companyProfile.description).toMatch(/1992/);
    expect(about.companyProfile.description).toMatch(/family-run/);
    expect(about.companyProfile.description).toMatch(/private-label partner/);
  });

  it('states the five sustainability facts of the spec', () => {
    const points = home.sustainability.points.map((point) => `${point.title} ${point.description}`);
    expect(points).toHaveLength(5);
    expect(points[0]).toMatch(/80 percent.*solar|solar.*80 percent/s);
    expect(points[0]).toMatch(/over 3,000/);
    expect(points[1]).toMatch(/greenhouse/i);
    expect(points[2]).toMatch(/food waste/i);
    expect(points[2]).toMatch(/label/i);
    expect(points[3]).toMatch(/recycl/i);
    expect(points[4]).toMatch(/certified food safety/i);
  });

  it('has at least four testimonials, each with a name and a city', () => {
    expect(home.testimonials.items.length).toBeGreaterThanOrEqual(4);
    for (const item of home.testimonials.items)
      expect(Object.keys(item)).toEqual(['quote', 'name', 'city']);
  });

  it('keeps the privacy policy in the order and with the facts of docs/requirements.md §2.8 and §9.7', () => {
    const titles = legal.privacy.sections.map((section) => section.title);
    expect(titles).toEqual([
      'Information We Collect',
      'Information Sharing',
      'How We Use Your Information',
      'Data Security',
      'Your Choices',
      "Children's Privacy",
      'Changes to This Policy',
      'Contact Us',
    ]);
    const text = (index: number) => allStrings(legal.privacy.sections[index]).join(' ');
    expect(text(3)).toMatch(/100% secure/);
    expect(text(5)).toMatch(/under the age of 16/);
    expect(text(6)).toMatch(/take effect immediately/);
    expect(text(7)).toMatch(/contact page/);
    expect(text(7)).not.toMatch(/@|\+971/);
  });

  it('covers the terms of sale of a UAE online food shop', () => {
    const terms = allStrings(legal.terms).join(' ');
    for (const fact of [/AED/, /seven emirates/, /Al-Ain/, /card/, /perishable/, /prize code/i])
      expect(terms).toMatch(fact);
    expect(legal.terms.sections.at(-2)?.title).toBe('Governing Law');
    expect(allStrings(legal.terms.sections.at(-2))).toEqual(
      expect.arrayContaining([expect.stringMatching(/laws of the United Arab Emirates/)]),
    );
  });

  it('names the company only through {{brand}} and uses only plain {{name}} placeholders', () => {
    const texts = allStrings(english);
    expect(texts.filter((text) => /\bRimal\b/.test(text))).toEqual([]);
    expect(texts.filter((text) => /{{(?![A-Za-z]\w*}})/.test(text) || /\$t\(/.test(text))).toEqual(
      [],
    );
  });
});
