import { LoopingArt, type LoopVideo } from '../private/LoopingArt';
import * as styles from './ListingBanner.css';

// The banner artwork is drawn 4:1.
const ART_WIDTH = 1600;
const ART_HEIGHT = 400;

export interface ListingBannerProps {
  /** The page title set over the artwork (the page's only h1). */
  title: string;
  /** The still artwork (first frame): shown while loading and under reduced motion. */
  posterSrc: string;
  /** The banner video (docs/requirements.md §2, Product listing): muted, looping, inline. */
  video?: LoopVideo;
  /** Show the still artwork only, with no motion control. @default the `prefers-reduced-motion` query */
  reducedMotion?: boolean;
}

/** The product listing's banner: the artwork or its video, with the page title over it. */
export function ListingBanner({ title, posterSrc, video, reducedMotion }: ListingBannerProps) {
  return (
    <div className={styles.banner}>
      <LoopingArt
        className={styles.media}
        posterSrc={posterSrc}
        video={video}
        width={ART_WIDTH}
        height={ART_HEIGHT}
        reducedMotion={reducedMotion}
      />
      <h1 className={styles.title}>{title}</h1>
    </div>
  );
}
