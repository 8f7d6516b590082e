import { useEffect, useId, useReducer, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronEndIcon, ChevronStartIcon } from '../../icons';
import { PauseIcon, PlayIcon } from '../../icons';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';
import * as styles from './TestimonialCarousel.css';

/** One customer quote (home:testimonials.items). */
export interface Testimonial {
  quote: string;
  name: string;
  city: string;
}

export interface TestimonialCarouselProps {
  /** The quotes, one shown at a time. @default home:testimonials.items */
  items?: readonly Testimonial[];
  /** How long each quote stays before the next, in ms (docs/requirements.md §9). @default 8500 */
  interval?: number;
  /** Rotate on its own (docs/requirements.md §9: autoplay). @default true */
  autoPlay?: boolean;
  /** Never rotate on its own; the visitor may still start it. @default the `prefers-reduced-motion` query */
  reducedMotion?: boolean;
}

type Direction = 'next' | 'prev' | 'none';

interface SlideState {
  index: number;
  /** The slide animating out, until the next move. */
  leaving: number | null;
  direction: Direction;
}

type SlideAction = { type: 'next' | 'prev'; count: number } | { type: 'show'; index: number };

function slideReducer(state: SlideState, action: SlideAction): SlideState {
  if (action.type === 'show') {
    if (action.index === state.index) return state;
    return {
      index: action.index,
      leaving: state.index,
      direction: action.index > state.index ? 'next' : 'prev',
    };
  }
  const step = action.type === 'next' ? 1 : -1;
  // docs/requirements.md §9: the carousel loops.
  const index = (state.index + step + action.count) % action.count;
  return { index, leaving: state.index, direction: action.type };
}

/**
 * The home page testimonials: one quote at a time, rotating every 8.5 s with a 450 ms slide
 * (docs/requirements.md §9), following the WAI-ARIA carousel pattern. Rotation holds while the
 * pointer is over it or focus is inside, stops for good with the pause control, and does not
 * start on its own under reduced motion. The slide direction and arrows mirror in RTL.
 */
export function TestimonialCarousel({
  items,
  interval = 8500,
  autoPlay = true,
  reducedMotion,
}: TestimonialCarouselProps) {
  const { t } = useTranslation('home');
  const prefersReducedMotion = usePrefersReducedMotion();
  const reduced = reducedMotion ?? prefersReducedMotion;
  const quotes: readonly Testimonial[] = items ?? t('testimonials.items', { returnObjects: true });
  const count = quotes.length;

  const [slides, dispatch] = useReducer(slideReducer, {
    index: 0,
    leaving: null,
    direction: 'none',
  });
  const [choice, setChoice] = useState<'auto' | 'play' | 'pause'>('auto');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  const slidesId = useId();

  const playing = choice === 'play' || (choice === 'auto' && autoPlay && !reduced);
  const rotating = playing && !hovered && !focused && count > 1;
  const index = Math.min(slides.index, Math.max(count - 1, 0));

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => dispatch({ type: 'next', count }), interval);
    return () => window.clearTimeout(timer);
  }, [rotating, interval, count, slides.index]);

  if (count === 0) return null;

  const onBlur = (event: FocusEvent) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      ref={rootRef}
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('testimonials.label')}
      data-playing={playing}
      data-rotating={rotating}
      data-reduced-motion={reduced || undefined}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className={styles.inner}>
        <h2 className={styles.title}>{t('testimonials.title')}</h2>
        <div
          id={slidesId}
          className={styles.slides}
          aria-live={rotating ? 'off' : 'polite'}
          data-testid="testimonial-slides"
        >
          {quotes.map((quote, position) => {
            const state =
              position === index ? 'current' : position === slides.leaving ? 'leaving' : 'hidden';
            return (
              <div
                key={position}
                role="group"
                aria-roledescription="slide"
                aria-label={t('testimonials.slide', { current: position + 1, total: count })}
                aria-hidden={state !== 'current' || undefined}
                className={styles.slide}
                data-state={state}
                data-direction={slides.direction}
              >
                <figure className={styles.figure}>
                  <svg
                    className={styles.quoteMark}
                    viewBox="0 0 48 36"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <path
                      fill="currentColor"
                      d="M0 36V22C0 9.5 6.6 2.2 19.7 0l1.8 4.6C14.4 6.7 10.9 10.6 10.6 16H20v20zm27 0V22C27 9.5 33.6 2.2 46.7 0l1.8 4.6C41.4 6.7 37.9 10.6 37.6 16H47v20z"
                    />
                  </svg>
                  <blockquote className={styles.quote}>
                    <p>{quote.quote}</p>
                  </blockquote>
                  <figcaption className={styles.caption}>
                    <span className={styles.name}>{quote.name}</span>
                    <span className={styles.city}>{quote.city}</span>
                  </figcaption>
                </figure>
              </div>
            );
          })}
        </div>
        {count > 1 && (
          <div className={styles.controls}>
            <button
              type="button"
              className={styles.control}
              aria-label={playing ? t('testimonials.pause') : t('testimonials.play')}
              title={playing ? t('testimonials.pause') : t('testimonials.play')}
              onClick={() => setChoice(playing ? 'pause' : 'play')}
            >
              {playing ? <PauseIcon size="sm" /> : <PlayIcon size="sm" />}
            </button>
            <span className={styles.divider} aria-hidden="true" />
            <button
              type="button"
              className={styles.control}
              aria-label={t('testimonials.previous')}
              title={t('testimonials.previous')}
              aria-controls={slidesId}
              onClick={() => dispatch({ type: 'prev', count })}
            >
              <ChevronStartIcon flipInRtl />
            </button>
            <div className={styles.dots} role="group" aria-label={t('testimonials.choose')}>
              {quotes.map((_, position) => (
                <button
                  key={position}
                  type="button"
                  className={styles.dot}
                  aria-label={t('testimonials.show', { number: position + 1 })}
                  aria-current={position === index ? 'true' : undefined}
                  aria-controls={slidesId}
                  onClick={() => dispatch({ type: 'show', index: position })}
                />
              ))}
            </div>
            <button
              type="button"
              className={styles.control}
              aria-label={t('testimonials.next')}
              title={t('testimonials.next')}
              aria-controls={slidesId}
              onClick={() => dispatch({ type: 'next', count })}
            >
              <ChevronEndIcon flipInRtl />
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
