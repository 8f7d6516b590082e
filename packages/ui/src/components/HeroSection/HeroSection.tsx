import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonStyles } from '../Button';
import { useAfterPageLoad } from '../../hooks/useAfterPageLoad';
import { PauseIcon, PlayIcon } from './motionIcons';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';
import * as styles from './HeroSection.css';

// The hero artwork is drawn 16:9; the box keeps that shape (or a fixed crop) before it loads.
const ART_WIDTH = 1600;
const ART_HEIGHT = 900;

export interface HeroSectionProps {
  /** The still artwork (first frame): shown while loading, while paused and under reduced motion. */
  posterSrc: string;
  /** Animated artwork (an animated SVG) shown while motion plays. */
  animatedSrc?: string;
  /** A video that takes the place of the animated artwork: muted, looping, inline. */
  videoSrc?: string;
  /** Where the call to action leads (docs/requirements.md §2: the shop). @default '/products/1' */
  shopHref?: string;
  /** Show the still artwork only, with no motion control. @default the `prefers-reduced-motion` query */
  reducedMotion?: boolean;
}

/**
 * The home page hero: full-bleed artwork or video with the intro text. Motion lasting more than
 * five seconds gets a pause control (WCAG 2.2.2); under reduced motion only the poster shows.
 * The artwork box is sized before anything loads, so nothing shifts when it arrives.
 */
export function HeroSection({
  posterSrc,
  animatedSrc,
  videoSrc,
  shopHref = '/products/1',
  reducedMotion,
}: HeroSectionProps) {
  const { t } = useTranslation('home');
  const prefersReducedMotion = usePrefersReducedMotion();
  const still = reducedMotion ?? prefersReducedMotion;
  const [paused, setPaused] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  // The poster is the first paint (LCP); the animation joins once the page has settled.
  const settled = useAfterPageLoad();
  const titleId = useId();

  const hasMotion = !still && Boolean(videoSrc || animatedSrc);
  const motion = !hasMotion ? 'none' : paused ? 'paused' : 'playing';

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (paused) video.pause();
    // Autoplay can be refused (data saver, no source yet); the poster stays, which is fine.
    else video.play().catch(() => undefined);
  }, [paused, videoSrc, still]);

  const pauseLabel = videoSrc ? t('hero.pauseVideo') : t('hero.pauseMotion');
  const playLabel = videoSrc ? t('hero.playVideo') : t('hero.playMotion');

  return (
    <section className={styles.hero} aria-labelledby={titleId} data-motion={motion}>
      <div className={styles.stage}>
        <div className={styles.media}>
          <img
            className={styles.art}
            src={posterSrc}
            alt=""
            width={ART_WIDTH}
            height={ART_HEIGHT}
            fetchPriority="high"
          />
          {hasMotion && videoSrc && (
            <video
              ref={videoRef}
              className={styles.art}
              src={videoSrc}
              poster={posterSrc}
              width={ART_WIDTH}
              height={ART_HEIGHT}
              aria-label={t('hero.videoLabel')}
              autoPlay
              muted
              loop
              playsInline
              preload="metadata"
            />
          )}
          {hasMotion && !videoSrc && !paused && settled && (
            <img
              className={styles.art}
              src={animatedSrc}
              alt=""
              width={ART_WIDTH}
              height={ART_HEIGHT}
              data-testid="hero-animated-art"
            />
          )}
          <span className={styles.scrim} aria-hidden="true" />
          {hasMotion && (
            <button
              type="button"
              className={styles.motionToggle}
              aria-label={paused ? playLabel : pauseLabel}
              title={paused ? playLabel : pauseLabel}
              onClick={() => setPaused((value) => !value)}
            >
              {paused ? <PlayIcon /> : <PauseIcon />}
            </button>
          )}
        </div>
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
