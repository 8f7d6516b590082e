import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterPageLoad } from '../../../hooks/useAfterPageLoad';
import { usePrefersReducedMotion } from '../../../hooks/usePrefersReducedMotion';
import { PauseIcon, PlayIcon } from '../../../icons';
import * as styles from './LoopingArt.css';

/** One looping clip in two formats: WebM where the browser plays it, MP4 everywhere else. */
export interface LoopVideo {
  webm: string;
  mp4: string;
}

/** What the artwork is doing: no motion at all, the loop playing, or paused by the visitor. */
export type LoopMotion = 'none' | 'playing' | 'paused';

export interface LoopingArtProps {
  /** The box the artwork fills: its place and shape are the parent's. */
  className: string;
  /** The still picture (first frame): the first paint, and all that shows under reduced motion. */
  posterSrc: string;
  /** The loop shown over the poster once the page has settled. */
  video?: LoopVideo;
  /** The artwork's drawn size, so its box is known before anything loads. */
  width: number;
  height: number;
  /** Show the poster only, with no motion control. @default the `prefers-reduced-motion` query */
  reducedMotion?: boolean;
  /** Layers over the artwork and under the control, such as a scrim. */
  children?: ReactNode;
}

/**
 * Decorative artwork that loops: the poster paints first (it stays the page's largest paint),
 * the muted inline video joins once the page has loaded and the browser is idle, and a pause
 * control stops it (WCAG 2.2.2, motion longer than five seconds). Under reduced motion only the
 * poster shows and there is nothing to pause.
 */
export function LoopingArt({
  className,
  posterSrc,
  video,
  width,
  height,
  reducedMotion,
  children,
}: LoopingArtProps) {
  const { t } = useTranslation('common');
  const prefersReducedMotion = usePrefersReducedMotion();
  const still = reducedMotion ?? prefersReducedMotion;
  const settled = useAfterPageLoad();
  const [paused, setPaused] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);

  const motion: LoopMotion = still || !video ? 'none' : paused ? 'paused' : 'playing';
  const showVideo = motion !== 'none' && settled;

  useEffect(() => {
    const element = videoRef.current;
    if (!element) return;
    if (paused) element.pause();
    // Autoplay can be refused (data saver); the poster frame stays, which is fine.
    else element.play().catch(() => undefined);
  }, [paused, showVideo]);

  const label = paused ? t('motion.playVideo') : t('motion.pauseVideo');

  return (
    <div className={className} data-motion={motion}>
      <img
        className={styles.art}
        src={posterSrc}
        alt=""
        width={width}
        height={height}
        fetchPriority="high"
      />
      {showVideo && video && (
        <video
          ref={videoRef}
          className={styles.art}
          poster={posterSrc}
          width={width}
          height={height}
          aria-hidden="true"
          autoPlay
          muted
          loop
          playsInline
          preload="auto"
        >
          <source src={video.webm} type="video/webm" />
          <source src={video.mp4} type="video/mp4" />
        </video>
      )}
      {children}
      {motion !== 'none' && (
        <button
          type="button"
          className={styles.motionToggle}
          aria-label={label}
          title={label}
          onClick={() => setPaused((value) => !value)}
        >
          {paused ? <PlayIcon /> : <PauseIcon />}
        </button>
      )}
    </div>
  );
}
