import * as styles from './Spinner.css';

/** A decorative busy indicator; pair it with visible or `aria-busy` text. */
export function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" />;
}
