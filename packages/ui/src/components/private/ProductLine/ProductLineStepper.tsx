import { quantityCap, type CartLine } from '@rimal/core';
import { QuantityStepper } from '../../QuantityStepper';

export interface ProductLineStepperProps {
  line: CartLine;
  onQuantityChange: (id: number, quantity: number) => void;
  /** "Decrease quantity of …", translated by the list. */
  decreaseLabel: string;
  /** "Increase quantity of …", translated by the list. */
  increaseLabel: string;
}

/**
 * The line's quantity stepper: capped by core's cart rules, with no plus once at the cap. A
 * sold-out line has none: its line shows the marker instead.
 */
export function ProductLineStepper({
  line,
  onQuantityChange,
  decreaseLabel,
  increaseLabel,
}: ProductLineStepperProps) {
  if (line.outofstock) return null;
  return (
    <QuantityStepper
      value={line.quantity}
      max={quantityCap(line)}
      hideIncreaseAtMax
      itemLabel={line.title}
      decreaseLabel={decreaseLabel}
      increaseLabel={increaseLabel}
      onChange={(quantity) => onQuantityChange(line.id, quantity)}
    />
  );
}
