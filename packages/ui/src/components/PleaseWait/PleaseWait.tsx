import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../Spinner';
import * as styles from './PleaseWait.css';

export interface PleaseWaitProps {
  /** A line under "please wait...", e.g. the note not to close the page. */
  note?: ReactNode;
  /** Fill most of the viewport (a whole-page wait) instead of the area it is given. @default false */
  fill?: boolean;
}

/**
 * The checkout's loading screen (docs/requirements.md §2): announced politely as a status.
 *
 * Use it when the checkout has nothing else to show while it works, such as confirming the
 * order, with a note that the page must stay open; inside a page use a `Spinner` beside words,
 * or `Skeleton`s where the coming content's shape is known.
 */
export function PleaseWait({ note, fill = false }: PleaseWaitProps) {
  const { t } = useTranslation('checkout');
  const textId = useId();
  return (
    <div
      className={styles.screen}
      role="status"
      aria-live="polite"
      aria-labelledby={textId}
      data-fill={fill}
    >
      <span className={styles.spinner}>
        <Spinner />
      </span>
      <p id={textId} className={styles.text}>
        {t('pleaseWait')}
      </p>
      {note && <p className={styles.note}>{note}</p>}
    </div>
  );
}
