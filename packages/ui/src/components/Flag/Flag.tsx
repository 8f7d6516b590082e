import { flags } from './flags';
import * as styles from './Flag.css';

export interface FlagProps {
  /** A site language code (en, ar, ru, hi, zh, ja, ko): the flag shown beside that language. */
  language: string;
}

/** Decorative: the language's name beside it is what assistive technology reads. */
export function Flag({ language }: FlagProps) {
  const drawing = flags[language];
  if (!drawing) return null;
  return (
    <svg
      className={styles.flag}
      viewBox="0 0 30 20"
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="xMidYMid slice"
    >
      {drawing}
    </svg>
  );
}
