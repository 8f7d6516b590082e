import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon, CheckIcon, CloseIcon } from '../../icons';
import { IconButton } from '../IconButton';
import { toastPlacements, toastPresets, type ToastPlacement } from './toastPresets';
import * as styles from './Toast.css';

export type ToastTone = 'critical' | 'success';

export interface ToastOptions {
  /** The translated message. */
  message: string;
  /** @default critical */
  tone?: ToastTone;
  /** @default top-end */
  placement?: ToastPlacement;
  /** Milliseconds before it closes by itself; paused while hovered or focused. @default 3000 */
  duration?: number;
}

interface ToastItem extends Required<ToastOptions> {
  id: number;
}

interface ToastApi {
  show: (options: ToastOptions) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/**
 * Shows toasts from anywhere below it; `useToast()` returns `show` and `dismiss`.
 *
 * A toast is a short note that goes by itself and asks for nothing (added to the cart, or not
 * and why). For something the shopper must read or answer use a `Dialog`; for cart changes that
 * must stay until seen, `CartNotices`; for a problem with one field, that field's error.
 */
export function ToastProvider({
  children,
}: {
  /** The part of the app that may show toasts: usually all of it. */
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback(
    (id: number) => setItems((current) => current.filter((item) => item.id !== id)),
    [],
  );
  const show = useCallback((options: ToastOptions) => {
    const id = nextId.current++;
    const item: ToastItem = {
      id,
      tone: 'critical',
      placement: toastPresets.flow.placement,
      duration: toastPresets.flow.duration,
      ...options,
    };
    // The same message twice in a row replaces the first instead of stacking up.
    setItems((current) => [...current.filter((other) => other.message !== item.message), item]);
    return id;
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {toastPlacements.map((placement) => (
        <div key={placement} className={styles.region} data-placement={placement}>
          <div role="status" aria-live="polite" aria-label={t('toast.region')}>
            {items
              .filter((item) => item.placement === placement)
              .map((item) => (
                <Toast
                  key={item.id}
                  item={item}
                  onDismiss={dismiss}
                  closeLabel={t('toast.close')}
                />
              ))}
          </div>
        </div>
      ))}
    </ToastContext.Provider>
  );
}

function Toast({
  item,
  onDismiss,
  closeLabel,
}: {
  item: ToastItem;
  onDismiss: (id: number) => void;
  closeLabel: string;
}) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(item.duration);

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = window.setTimeout(() => onDismiss(item.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, item.id, onDismiss]);

  return (
    <div
      className={styles.toast}
      data-tone={item.tone}
      data-paused={paused || undefined}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span className={styles.icon}>{item.tone === 'success' ? <CheckIcon /> : <AlertIcon />}</span>
      <p className={styles.message}>{item.message}</p>
      <IconButton
        size="sm"
        label={closeLabel}
        icon={<CloseIcon size="sm" />}
        onClick={() => onDismiss(item.id)}
      />
    </div>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a <ToastProvider> above it');
  return api;
}
