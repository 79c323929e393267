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
import { onModalsChange, topModal } from './modal-stack.ts';
import styles from './toast.module.css';
import { type ToastEntry, ToastItem, type ToastOptions } from './toast-item.tsx';
import { useHydrated } from './use-hydrated.ts';

interface ToastApi {
  show(toast: ToastOptions): void;
}

const ToastContext = createContext<ToastApi | null>(null);

function onLayerChange(notify: () => void): () => void {
  document.addEventListener('fullscreenchange', notify);
  const stop = onModalsChange(notify);
  return () => {
    document.removeEventListener('fullscreenchange', notify);
    stop();
  };
}

/**
 * Where toasts are drawn when not on the page itself: inside the modal dialog on top (the page
 * is inert and under it then, and a save's failure must stay readable and be read out), else the
 * full-screen element (the rest of the page is not shown, and a copy confirmation must be seen).
 */
function useToastLayer(): Element | null {
  // Test DOMs leave fullscreenElement undefined rather than null.
  return useSyncExternalStore(
    onLayerChange,
    () => topModal() ?? document.fullscreenElement ?? null,
    // The sign-in page rendered at build time has neither.
    () => null,
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
  const layer = useToastLayer();
  // The regions live in document.body, outside what the build rendered: they are added once the
  // page runs, so taking over that markup finds exactly what it was rendered with.
  const hydrated = useHydrated();
  const render = (urgent: boolean) =>
    toasts
      .filter((toast) => (toast.type === 'danger') === urgent)
      .map((toast) => <ToastItem key={toast.id} toast={toast} onLeave={leave} onRemove={remove} />);
  // Live regions must exist before their content arrives, so the page's stays rendered while
  // the toasts are drawn in a layer: back from it, they are read out there.
  // Errors interrupt the screen reader; the rest waits for a pause.
  const viewport = (shown: boolean) => (
    <section className={styles.viewport} aria-label={t('ui.toast.region')}>
      <div className={styles.stack} aria-live="assertive">
        {shown && render(true)}
      </div>
      <div className={styles.stack} aria-live="polite">
        {shown && render(false)}
      </div>
    </section>
  );

  return (
    <ToastContext value={api}>
      {children}
      {hydrated && createPortal(viewport(layer === null), document.body)}
      {hydrated && layer && createPortal(viewport(true), layer)}
    </ToastContext>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider');
  return api;
}
