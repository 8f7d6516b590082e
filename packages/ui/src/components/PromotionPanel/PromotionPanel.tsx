import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PROMOTION_CODE_MIN_LENGTH } from '@rimal/core';
import { useServices } from '../../services';
import { Button } from '../Button';
import { Field, fieldStyles } from '../private/Field';
import * as styles from './PromotionPanel.css';

export interface PromotionPanelProps {
  /** Address of the background artwork (the promotion background under the media host). */
  backgroundUrl: string;
}

/**
 * The /promotion page body (docs/requirements.md §2). The code field is shown but disabled, as the
 * specification has it, with a note saying why; Add Code opens the configured prize-promotion
 * page in a new window and does not use the field's value.
 */
export function PromotionPanel({ backgroundUrl }: PromotionPanelProps) {
  const { t } = useTranslation('brands');
  const { links } = useServices();
  const titleId = useId();
  const newWindowId = useId();

  const openPromotion = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    window.open(links.promotionUrl, '_blank', 'noopener');
  };

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <img className={styles.background} src={backgroundUrl} alt="" decoding="async" />
      <div className={styles.card}>
        <h1 id={titleId} className={styles.title}>
          {t('promotion.title')}
        </h1>
        <p className={styles.description}>{t('promotion.description')}</p>
        <form className={styles.form} onSubmit={openPromotion}>
          <Field label={t('promotion.codeLabel')} hint={t('promotion.codeUnavailable')} required>
            {({ controlId, describedBy }) => (
              <input
                id={controlId}
                name="code"
                type="text"
                className={fieldStyles.control}
                aria-describedby={describedBy}
                autoComplete="off"
                minLength={PROMOTION_CODE_MIN_LENGTH}
                required
                disabled
                data-disabled
              />
            )}
          </Field>
          <div className={styles.actions}>
            <Button type="submit" size="lg" aria-describedby={newWindowId}>
              {t('promotion.addCode')}
            </Button>
            <p id={newWindowId} className={styles.note}>
              {t('promotion.opensInNewWindow')}
            </p>
          </div>
        </form>
      </div>
    </section>
  );
}
