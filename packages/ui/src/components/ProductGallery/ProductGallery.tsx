import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@rimal/core';
import { useShownTexts } from '../../data/productTexts';
import * as styles from './ProductGallery.css';

export interface ProductGalleryProps {
  /** The product whose `img` and `img2` are shown; the title is the main image's text alternative. */
  product: Pick<Product, 'id' | 'title' | 'img' | 'img2'>;
}

/**
 * The product detail images (docs/requirements.md §2): a main image, `img` at first, and one
 * thumbnail button per image that shows it there. The pressed thumbnail is the one shown.
 */
export function ProductGallery({ product: given }: ProductGalleryProps) {
  const product = useShownTexts(given);
  const { t } = useTranslation('shop');
  const images = [product.img, product.img2].filter((src): src is string => Boolean(src));
  // Kept per product, so another product opens on its own img again.
  const [selection, setSelection] = useState({ productId: product.id, index: 0 });
  const active =
    selection.productId === product.id && selection.index < images.length ? selection.index : 0;
  const shown = images[active];

  return (
    <div
      className={styles.gallery}
      role="group"
      aria-label={t('detail.gallery')}
      data-active-image={active}
    >
      <div className={styles.main}>
        {shown && (
          <img
            key={shown}
            className={styles.mainImage}
            src={shown}
            alt={product.title}
            width={800}
            height={800}
            fetchPriority="high"
          />
        )}
      </div>
      {images.length > 1 && (
        <ul className={styles.thumbnails}>
          {images.map((src, index) => (
            <li key={`${index}-${src}`}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-pressed={index === active}
                aria-label={t('detail.thumbnail', { number: index + 1, total: images.length })}
                onClick={() => setSelection({ productId: product.id, index })}
              >
                <img
                  className={styles.thumbnailImage}
                  src={src}
                  alt=""
                  width={160}
                  height={160}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
