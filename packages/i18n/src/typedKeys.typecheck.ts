// Never run, only compiled by `npm run typecheck`: it fails if keys stop being typed
// from the English files (each @ts-expect-error would then be unused).
import type { i18n as I18n, TFunction } from 'i18next';

export function typedKeyExamples(i18n: I18n, tCheckout: TFunction<'checkout'>): string[] {
  const members = i18n.t('about:leadership.members', { returnObjects: true });
  return [
    i18n.t('nav.shop'),
    i18n.t('cart.label', { count: 2 }),
    i18n.t('shop:cart.empty'),
    tCheckout('cities.alAin'),
    members[0]?.name ?? '',
    // @ts-expect-error a misspelt key in the default namespace does not compile
    i18n.t('nav.shpo'),
    // @ts-expect-error a misspelt key in another namespace does not compile
    i18n.t('shop:cart.emtpy'),
    // @ts-expect-error an unknown city id does not compile
    tCheckout('cities.mars'),
  ];
}
