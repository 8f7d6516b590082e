import { useTranslation } from 'react-i18next';
import { MinusIcon, PlusIcon } from '../../icons';
import { IconButton } from '../IconButton';
import * as styles from './QuantityStepper.css';

export interface QuantityStepperProps {
  /** The quantity shown: the stepper is controlled. */
  value: number;
  /** Called with the next quantity when minus or plus is pressed. */
  onChange: (next: number) => void;
  /** The floor; minus is disabled there (docs/requirements.md §4: never below 1). @default 1 */
  min?: number;
  /** The cap; absent means unbounded. */
  max?: number;
  /** Hide plus at the cap instead of disabling it (the cart's behaviour, docs/requirements.md §5). @default false */
  hideIncreaseAtMax?: boolean;
  /** What is being counted, for the group's accessible name (e.g. the product title). */
  itemLabel?: string;
  /** Names the minus button when the default "Decrease quantity" is not specific enough. */
  decreaseLabel?: string;
  /** Names the plus button when the default "Increase quantity" is not specific enough. */
  increaseLabel?: string;
  /** `sm` inside a cart line, `md` on the product page. @default sm */
  size?: 'sm' | 'md';
}

/**
 * Minus, the number and plus, grouped and named after what they count. Minus stops at `min`;
 * plus stops at `max`, disabled or hidden.
 *
 * Use it for a small count changed one step at a time (pieces in the cart); for a number typed
 * in, use a `TextField` with `inputMode="numeric"`.
 */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max,
  hideIncreaseAtMax = false,
  itemLabel,
  decreaseLabel,
  increaseLabel,
  size = 'sm',
}: QuantityStepperProps) {
  const { t } = useTranslation('common');
  const atMin = value <= min;
  const atMax = max !== undefined && value >= max;
  return (
    <div
      role="group"
      aria-label={itemLabel ? t('stepper.quantityOf', { item: itemLabel }) : t('stepper.quantity')}
      className={styles.stepper}
      data-at-min={atMin || undefined}
      data-at-max={atMax || undefined}
    >
      <IconButton
        size={size}
        label={decreaseLabel ?? t('stepper.decrease')}
        icon={<MinusIcon size="sm" />}
        disabled={atMin}
        onClick={() => onChange(Math.max(min, value - 1))}
      />
      <output className={styles.value} aria-live="polite">
        {value}
      </output>
      {atMax && hideIncreaseAtMax ? (
        <span className={styles.placeholder} />
      ) : (
        <IconButton
          size={size}
          label={increaseLabel ?? t('stepper.increase')}
          icon={<PlusIcon size="sm" />}
          disabled={atMax}
          onClick={() => onChange(max === undefined ? value + 1 : Math.min(max, value + 1))}
        />
      )}
    </div>
  );
}
