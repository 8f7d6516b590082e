import * as styles from './Spinner.css';

/**
 * A decorative busy indicator; pair it with visible or `aria-busy` text.
 *
 * Use it for a short wait of unknown length in a control or a line (a busy button, the payment
 * form loading). Where the coming content's shape is known, `Skeleton`s hold its place; for
 * progress towards a known end use a `ProgressBar`; for the checkout's whole-page wait,
 * `PleaseWait`.
 */
export function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" />;
}
