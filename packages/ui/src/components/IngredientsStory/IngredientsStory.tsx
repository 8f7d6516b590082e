import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './IngredientsStory.css';

/** One ingredient of the story (home:ingredients.items). */
export interface Ingredient {
  title: string;
  description: string;
}

export interface IngredientsStoryProps {
  /** The ingredients artwork (drawn 3:2). */
  imageSrc: string;
  /** The ingredients to list. @default the three of home:ingredients.items */
  items?: readonly Ingredient[];
}

/** Home: where the taste comes from. The artwork beside the story and its three ingredients. */
export function IngredientsStory({ imageSrc, items }: IngredientsStoryProps) {
  const { t } = useTranslation('home');
  const titleId = useId();
  const ingredients: readonly Ingredient[] =
    items ?? t('ingredients.items', { returnObjects: true });
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.layout}>
        <figure className={styles.figure}>
          <img
            className={styles.image}
            src={imageSrc}
            alt={t('ingredients.imageAlt')}
            width={1200}
            height={800}
            loading="lazy"
            decoding="async"
          />
        </figure>
        <div className={styles.story}>
          <h2 id={titleId} className={styles.title}>
            {t('ingredients.title')}
          </h2>
          <p className={styles.description}>{t('ingredients.description')}</p>
          <ul className={styles.items}>
            {ingredients.map((item) => (
              <li key={item.title} className={styles.item}>
                <h3 className={styles.itemTitle}>{item.title}</h3>
                <p className={styles.itemText}>{item.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
