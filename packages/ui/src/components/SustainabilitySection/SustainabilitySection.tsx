import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { pointIcons } from './icons';
import * as styles from './SustainabilitySection.css';

/** Home: the five sustainability commitments (docs/requirements.md §2 and §9), each with its icon. */
export function SustainabilitySection() {
  const { t } = useTranslation('home');
  const titleId = useId();
  const points = t('sustainability.points', { returnObjects: true });
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.inner}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {t('sustainability.title')}
          </h2>
          <p className={styles.intro}>{t('sustainability.intro')}</p>
        </header>
        <ul className={styles.points}>
          {pointIcons.map((icon, index) => {
            const point = points[index];
            if (!point) return null;
            return (
              <li key={icon.key} className={styles.point}>
                <span className={styles.badge}>{icon}</span>
                <h3 className={styles.pointTitle}>{point.title}</h3>
                <p className={styles.pointText}>{point.description}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
