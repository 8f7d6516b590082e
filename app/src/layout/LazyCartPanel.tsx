import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useToast, type CartPanel as CartPanelComponent } from '@rimal/ui';
import { LoadBoundary } from '../deploy';

const loadCartPanel = () => import('./cartPanelChunk');
// A lazy component keeps its first failure for good: each retry makes a new one.
const lazyCartPanel = () => lazy(async () => ({ default: (await loadCartPanel()).CartPanel }));

interface LazyCartPanelProps extends ComponentProps<typeof CartPanelComponent> {
  /** The cart button: pointing at it or focusing it starts loading the drawer. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The cart drawer, loaded on the first sign of intent (pointer over or focus on the cart
 * button) and mounted from its first opening on, so it is ready by the time it is clicked.
 * A drawer that cannot load (offline, or its file gone after a deploy) says so in a notice and
 * is tried again on the next press of the cart button; the page behind it stays usable.
 */
export function LazyCartPanel({ triggerRef, ...props }: LazyCartPanelProps) {
  const [wanted, setWanted] = useState(props.open);
  const [loader, setLoader] = useState(() => ({ attempt: 0, CartPanel: lazyCartPanel() }));
  if (props.open && !wanted) setWanted(true);

  useEffect(() => {
    const trigger = triggerRef.current;
    if (!trigger || wanted) return;
    const preload = () => void loadCartPanel().catch(() => undefined);
    trigger.addEventListener('pointerenter', preload, { once: true });
    trigger.addEventListener('focus', preload, { once: true });
    return () => {
      trigger.removeEventListener('pointerenter', preload);
      trigger.removeEventListener('focus', preload);
    };
  }, [triggerRef, wanted]);

  if (!wanted) return null;
  const { CartPanel } = loader;
  return (
    <LoadBoundary
      key={loader.attempt}
      fallback={
        <CartUnavailable
          onShown={() => {
            props.onClose();
            // Nothing more until the next press of the cart button, which downloads afresh.
            setWanted(false);
            setLoader(({ attempt }) => ({ attempt: attempt + 1, CartPanel: lazyCartPanel() }));
          }}
        />
      }
    >
      <Suspense fallback={null}>
        <CartPanel {...props} />
      </Suspense>
    </LoadBoundary>
  );
}

/**
 * When the drawer could not load: a notice, and the drawer closed, so the page stays usable
 * and the cart (safe in storage) opens on the next try. A notice rather than a dialog keeps
 * the dialog's code out of every page's first download.
 */
function CartUnavailable({ onShown }: { onShown: () => void }) {
  const { t } = useTranslation('common');
  const toast = useToast();
  const said = useRef(false);
  useEffect(() => {
    if (said.current) return;
    said.current = true;
    toast.show({
      message: `${t('cartUnavailable.title')} ${t('cartUnavailable.description')}`,
      duration: 10_000,
    });
    onShown();
    // Once per failure: the boundary mounts this anew for each attempt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
