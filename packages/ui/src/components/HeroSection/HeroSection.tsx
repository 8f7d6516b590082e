import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@rimal/core';
import { buttonStyles } from '../Button';
import { LoopingArt, type LoopVideo } from '../private/LoopingArt';
import * as styles from './HeroSection.css';
import { Link } from '../private/SiteLink';

// The hero artwork is drawn 16:9; the box keeps that shape (or a fixed crop) before it loads.
const ART_WIDTH = 1600;
const ART_HEIGHT = 900;

export interface HeroSectionProps {
  /** The still artwork (first frame): shown while loading and under reduced motion. */
  posterSrc: string;
  /** The hero video (docs/requirements.md §2, Home): muted, looping, inline, after the poster. */
  video?: LoopVideo;
  /** Where the call to action leads (docs/requirements.md §2: the shop). @default paths.shop */
  shopHref?: string;
  /** Show the still artwork only, with no motion control. @default the `prefers-reduced-motion` query */
  reducedMotion?: boolean;
}

/**
 * The home page hero: full-bleed artwork and video with the intro text. The artwork box is sized
 * before anything loads, so nothing shifts when it arrives.
 */
export function HeroSection({
  posterSrc,
  video,
  shopHref = paths.shop,
  reducedMotion,
}: HeroSectionProps) {
  const { t } = useTranslation('home');
  const titleId = useId();

  return (
    <section className={styles.hero} aria-labelledby={titleId}>
      <div className={styles.stage}>
        <LoopingArt
          className={styles.media}
          posterSrc={posterSrc}
          video={video}
          width={ART_WIDTH}
          height={ART_HEIGHT}
          reducedMotion={reducedMotion}
        >
          <span className={styles.scrim} aria-hidden="true" />
        </LoopingArt>
        <div className={styles.content}>
          <h1 id={titleId} className={styles.title}>
            {t('hero.title')}
          </h1>
          <p className={styles.intro}>{t('hero.intro')}</p>
          <Link to={shopHref} className={`${buttonStyles({ size: 'lg' })} ${styles.cta}`}>
            {t('hero.cta')}
          </Link>
        </div>
      </div>
    </section>
  );
}
