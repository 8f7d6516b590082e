import { productArt, productImageFile, products, siteMedia } from '../../src/catalog';
import { paymentMarkNames, renderLogo, renderLogoMark, renderPaymentMark } from './marks';
import { renderLeader } from './people';
import { renderProductBox, renderProductTop } from './product';
import {
  renderAboutBanner,
  renderBnfSample,
  renderBrandBackground,
  renderHero,
  renderIngredients,
  renderProductsBanner,
  renderPromotionBackground,
} from './scenes';

const fileOf = (path: string) => path.replace(/^\/uploads\//, '');

/** Every demo media file, by file name under `mocks/media/uploads/`. */
export function renderAllMedia(): Map<string, string> {
  const files = new Map<string, string>();
  for (const product of products) {
    const art = productArt[product.id];
    if (!art) throw new Error(`Product ${product.id} has no art notes`);
    const subject = {
      id: product.id,
      title: product.attributes.title,
      weight: product.attributes.weight,
      art,
    };
    files.set(productImageFile(product.id, 'top'), renderProductTop(subject));
    files.set(productImageFile(product.id, 'box'), renderProductBox(subject));
  }
  files.set(fileOf(siteMedia.logo), renderLogo());
  files.set(fileOf(siteMedia.logoMark), renderLogoMark());
  files.set(fileOf(siteMedia.heroPoster), renderHero());
  files.set(fileOf(siteMedia.productsBanner), renderProductsBanner());
  files.set(fileOf(siteMedia.brandBackgrounds.gourmet), renderBrandBackground('gourmet'));
  files.set(fileOf(siteMedia.brandBackgrounds.vegan), renderBrandBackground('vegan'));
  files.set(fileOf(siteMedia.brandBackgrounds.bites), renderBrandBackground('bites'));
  files.set(fileOf(siteMedia.aboutBanner), renderAboutBanner());
  siteMedia.leadership.forEach((path, index) => {
    files.set(fileOf(path), renderLeader((index + 1) as 1 | 2 | 3 | 4));
  });
  files.set(fileOf(siteMedia.ingredients), renderIngredients());
  files.set(fileOf(siteMedia.promotionBackground), renderPromotionBackground());
  files.set(fileOf(siteMedia.bnfSample), renderBnfSample());
  for (const name of paymentMarkNames) files.set(`pay-${name}.svg`, renderPaymentMark(name));
  return files;
}
