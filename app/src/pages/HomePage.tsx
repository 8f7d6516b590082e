import { useTranslation } from 'react-i18next';
import { mediaUrl, paths, siteMedia } from '@rimal/core';
import {
  FeaturedProducts,
  HeroSection,
  IngredientsStory,
  NewsletterBox,
  SustainabilitySection,
  TestimonialCarousel,
  usePageInLanguage,
  useServices,
} from '@rimal/ui';
import { useAddToCart } from '../cart/useAddToCart';
import { JsonLd } from '../layout/JsonLd';
import { PageMeta } from '../layout/PageMeta';
import { siteJsonLd } from '../seo';
import { useMedia } from '../useMedia';

export default function HomePage() {
  const { t, i18n } = useTranslation(['home', 'common']);
  const { siteUrl, mediaHost } = useServices();
  const inLanguage = usePageInLanguage();
  const media = useMedia();
  const addToCart = useAddToCart();
  return (
    <>
      <PageMeta
        title={t('common:meta.home.title')}
        description={t('common:meta.home.description')}
      />
      <JsonLd
        data={siteJsonLd({
          homeUrl: new URL(inLanguage(paths.home), siteUrl).href,
          origin: siteUrl,
          logoUrl: new URL(mediaUrl(mediaHost, siteMedia.logo), siteUrl).href,
          language: i18n.language,
          description: t('common:meta.home.description'),
        })}
      />
      <HeroSection
        posterSrc={media(siteMedia.heroPoster)}
        video={{ webm: media(siteMedia.heroVideo.webm), mp4: media(siteMedia.heroVideo.mp4) }}
      />
      <FeaturedProducts
        title={t('home:featured.title')}
        onAddToCart={(product) => addToCart(product)}
      />
      <IngredientsStory imageSrc={media(siteMedia.ingredients)} />
      <SustainabilitySection />
      <TestimonialCarousel />
      <NewsletterBox />
    </>
  );
}
