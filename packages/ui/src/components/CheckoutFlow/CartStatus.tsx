import { useEffect, useRef } from 'react';
import { AlertIcon } from '../../icons';
import * as styles from './CheckoutFlow.css';

export interface CartStatusProps {
  /** What the shopper must know about the cart before paying, translated. */
  message: string;
  /** Take focus when shown: the message answers the shopper's submit. @default false */
  focusOnMount?: boolean;
}

/** Why the form is shown again, or why it cannot be sent, above the details form. */
export function CartStatus({ message, focusOnMount = false }: CartStatusProps) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <p ref={ref} className={styles.notice} role="status" tabIndex={-1}>
      <AlertIcon size="sm" />
      {message}
    </p>
  );
}
