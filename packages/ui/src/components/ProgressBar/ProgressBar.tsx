import * as styles from './ProgressBar.css';

export interface ProgressBarProps {
  /** Progress from 0 to 1. */
  value: number;
  /** The accessible name. */
  label: string;
  /** What a screen reader says instead of a bare percentage, e.g. the missing amount. */
  valueText?: string;
}

/**
 * A bar that fills as a goal comes closer, such as the amount left before free delivery; a
 * `progressbar` with a value a screen reader can say in words.
 *
 * Use it for progress towards a known end; for a wait of unknown length use a `Spinner` or
 * `Skeleton`.
 */
export function ProgressBar({ value, label, valueText }: ProgressBarProps) {
  const clamped = Math.min(1, Math.max(0, value));
  const percent = Math.round(clamped * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className={styles.track}
    >
      <div
        className={styles.fill}
        style={{ inlineSize: `${percent}%` }}
        data-complete={clamped >= 1 || undefined}
      />
    </div>
  );
}
