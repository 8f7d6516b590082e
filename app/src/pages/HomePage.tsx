import { useTranslation } from 'react-i18next';
import { siteMedia } from '@rimal/core';
import {
  FeaturedProducts,
  HeroSection,
  IngredientsStory,
  NewsletterBox,
  SustainabilitySection,
  TestimonialCarousel,
} from '@rimal/ui';
import { useAddToCart } from '../cart/useAddToCart';
import { PageMeta } from '../layout/PageMeta';
import { useMedia } from '../useMedia';

export default function HomePage() {
  const { t } = useTranslation(['home', 'common']);
  const media = useMedia();
  const addToCart = useAddToCart();
  return (
    <>
      <PageMeta
        title={t('common:meta.home.title')}
        description={t('common:meta.home.description')}
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
