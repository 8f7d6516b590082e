import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaUrl, type CartLine } from '@rimal/core';
import { Badge } from '../../Badge';
import * as styles from './ProductLine.css';

export const productLineSizes = ['md', 'sm'] as const;

const imagePixels = { md: 72, sm: 64 } as const;

export interface ProductLineProps {
  line: CartLine;
  /** Prefix of the line's image path (docs/requirements.md §3). */
  mediaHost: string;
  /** The drawer's roomier line or the order summary's compact one. @default md */
  size?: (typeof productLineSizes)[number];
  /** Paragraphs under the weight (description, quantity × price); `<strong>` stands out. */
  details?: ReactNode;
  /** At the end of the first row: the line total or a remove button. */
  end?: ReactNode;
  /** The row under the details: the quantity stepper and remove. */
  controls?: ReactNode;
}

/**
 * One product in a list of cart lines: image, title, weight, then what the list adds. A line
 * sold out since it was added is marked where its stepper would be (the stepper draws nothing).
 */
export function ProductLine({
  line,
  mediaHost,
  size = 'md',
  details,
  end,
  controls,
}: ProductLineProps) {
  const { t } = useTranslation('shop');
  const marker = line.outofstock && <Badge tone="critical">{t('cart.soldOut')}</Badge>;
  return (
    <li
      className={[styles.line, styles.size[size]].join(' ')}
      data-line-id={line.id}
      data-sold-out={line.outofstock || undefined}
    >
      {line.img ? (
        <img
          className={styles.image}
          src={mediaUrl(mediaHost, line.img)}
          alt=""
          width={imagePixels[size]}
          height={imagePixels[size]}
          loading="lazy"
        />
      ) : (
        <span className={styles.image} />
      )}
      <div className={styles.body}>
        <h3 className={styles.title}>{line.title}</h3>
        <p>
          <bdi>{line.weight}</bdi>
        </p>
        {details}
      </div>
      {end && <div className={styles.end}>{end}</div>}
      {(marker || controls) && (
        <div className={styles.controls}>
          {marker}
          {controls}
        </div>
      )}
    </li>
  );
}
