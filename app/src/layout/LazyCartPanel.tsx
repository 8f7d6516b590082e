import { lazy, Suspense, useEffect, useState, type ComponentProps, type RefObject } from 'react';
import type { CartPanel as CartPanelComponent } from '@rimal/ui';

const loadCartPanel = () => import('./cartPanelChunk');
const CartPanel = lazy(async () => ({ default: (await loadCartPanel()).CartPanel }));

interface LazyCartPanelProps extends ComponentProps<typeof CartPanelComponent> {
  /** The cart button: pointing at it or focusing it starts loading the drawer. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The cart drawer, loaded on the first sign of intent (pointer over or focus on the cart
 * button) and mounted from its first opening on, so it is ready by the time it is clicked.
 */
export function LazyCartPanel({ triggerRef, ...props }: LazyCartPanelProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);

  useEffect(() => {
    const trigger = triggerRef.current;
    if (!trigger || wanted) return;
    const preload = () => void loadCartPanel();
    trigger.addEventListener('pointerenter', preload, { once: true });
    trigger.addEventListener('focus', preload, { once: true });
    return () => {
      trigger.removeEventListener('pointerenter', preload);
      trigger.removeEventListener('focus', preload);
    };
  }, [triggerRef, wanted]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CartPanel {...props} />
    </Suspense>
  );
}
