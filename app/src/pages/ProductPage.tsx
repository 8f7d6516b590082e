import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { defaultLanguage, matchLanguage, pageInLanguage } from '@rimal/i18n';
import { BRAND, catalogIdFrom, contentReads, isApiError, paths } from '@rimal/core';
import { FeaturedProducts, ProductDetail, useResource, useServices } from '@rimal/ui';
import { useAddToCart } from '../cart/useAddToCart';
import { PageMeta } from '../layout/PageMeta';
import { JsonLd } from '../layout/JsonLd';
import { breadcrumbJsonLd, productJsonLd } from '../seo';
import NotFoundPage from './NotFoundPage';

const languageOf = (language: string) => matchLanguage(language) ?? defaultLanguage;

export default function ProductPage() {
  const { id } = useParams();
  const productId = catalogIdFrom(id);
  if (productId === null) return <NotFoundPage />;
  return <ProductView key={productId} productId={productId} />;
}

function ProductView({ productId }: { productId: number }) {
  const { t, i18n } = useTranslation(['shop', 'common']);
  const { content, siteUrl } = useServices();
  const { pathname } = useLocation();
  const addToCart = useAddToCart();
  const read = contentReads.product(productId, i18n.language);
  const product = useResource(read.key, () => read.load(content));
  const categoriesRead = contentReads.categories(i18n.language);
  const categories = useResource(categoriesRead.key, () => categoriesRead.load(content));

  if (product.status === 'error' && isApiError(product.error) && product.error.status === 404) {
    return <NotFoundPage />;
  }
  const address = (path: string) =>
    new URL(pageInLanguage(path, languageOf(i18n.language)), siteUrl).href;
  // While another product loads, the previous one is not shown under the new address.
  const shown = product.data?.id === productId ? product.data : undefined;

  return (
    <>
      <PageMeta
        title={shown?.title ?? t('common:meta.product.title')}
        description={t('common:meta.product.description', {
          product: shown?.title ?? t('common:meta.product.title'),
        })}
        image={shown?.linkPreview ? { ...shown.linkPreview, alt: shown.title } : undefined}
        type="product"
      />
      {shown && (
        <>
          <JsonLd data={productJsonLd(shown, address(pathname), siteUrl)} />
          <JsonLd
            data={breadcrumbJsonLd([
              { name: BRAND.name, url: address(paths.home) },
              ...(categories.data ?? [])
                .filter((category) => category.id === shown.categoryIds[0])
                .map((category) => ({
                  name: category.title,
                  url: address(paths.products(category.id)),
                })),
              { name: shown.title, url: address(pathname) },
            ])}
          />
        </>
      )}
      <ProductDetail
        status={shown || product.status !== 'ready' ? product.status : 'loading'}
        product={shown}
        onRetry={product.retry}
        onAddToCart={addToCart}
        related={
          <FeaturedProducts
            title={t('shop:detail.topSelling')}
            excludeId={productId}
            limit={4}
            onAddToCart={(item) => addToCart(item)}
          />
        }
      />
    </>
  );
}
