import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styles from './toast.module.css';
import { type ToastEntry, ToastItem, type ToastOptions } from './toast-item.tsx';

interface ToastApi {
  show(toast: ToastOptions): void;
}

const ToastContext = createContext<ToastApi | null>(null);

function onFullScreenChange(notify: () => void): () => void {
  document.addEventListener('fullscreenchange', notify);
  return () => document.removeEventListener('fullscreenchange', notify);
}

/**
 * Where toasts are drawn: the full-screen element while there is one (the rest of the page is
 * not shown then, and a copy confirmation must still be seen), else the page itself.
 */
function useToastHost(): Element {
  return useSyncExternalStore(
    onFullScreenChange,
    () => document.fullscreenElement ?? document.body,
  );
}

/** Holds the toasts of the whole app and renders them above everything, at the top centre. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(0);

  const show = useCallback((toast: ToastOptions) => {
    nextId.current += 1;
    setToasts((list) => [...list, { ...toast, id: nextId.current, leaving: false }]);
  }, []);
  const leave = useCallback((id: number) => {
    setToasts((list) =>
      list.map((toast) => (toast.id === id ? { ...toast, leaving: true } : toast)),
    );
  }, []);
  const remove = useCallback((id: number) => {
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const api = useMemo(() => ({ show }), [show]);
  const host = useToastHost();
  const render = (urgent: boolean) =>
    toasts
      .filter((toast) => (toast.type === 'danger') === urgent)
      .map((toast) => <ToastItem key={toast.id} toast={toast} onLeave={leave} onRemove={remove} />);

  return (
    <ToastContext value={api}>
      {children}
      {createPortal(
        // Live regions must exist before their content arrives, so both are always rendered.
        // Errors interrupt the screen reader; the rest waits for a pause.
        <section className={styles.viewport} aria-label={t('ui.toast.region')}>
          <div className={styles.stack} aria-live="assertive">
            {render(true)}
          </div>
          <div className={styles.stack} aria-live="polite">
            {render(false)}
          </div>
        </section>,
        host,
      )}
    </ToastContext>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider');
  return api;
}
