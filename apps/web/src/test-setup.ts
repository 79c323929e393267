import { LOCALES } from '@board/domain';
import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';

// The app initialises i18next itself; tests get the same catalogues so assertions read Spanish.
await i18next.use(initReactI18next).init({
  resources: { es: { translation: LOCALES.es }, en: { translation: LOCALES.en } },
  lng: 'es',
  fallbackLng: 'es',
  interpolation: { escapeValue: false },
});

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// The first render of a lazily loaded screen compiles its module; on a busy two-core machine that
// alone can pass the default second (over three seconds seen beside other work), so waits get
// more room: a real failure still fails, later.
configure({ asyncUtilTimeout: 10_000 });

// happy-dom opens a modal <dialog> but gives Escape no meaning there. A browser sends the top
// modal a cancel event and closes it unless the event is refused; the drawers and the confirm
// dialog rely on that, so the tests get the same (files run in plain Node have no DOM at all).
if (typeof HTMLDialogElement !== 'undefined') patchDialogs();

function patchDialogs() {
  const modals: HTMLDialogElement[] = [];
  const { showModal, close } = HTMLDialogElement.prototype;
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    showModal.call(this);
    modals.push(this);
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement, value?: string) {
    const at = modals.indexOf(this);
    if (at !== -1) modals.splice(at, 1);
    close.call(this, value);
  };
  document.addEventListener('keydown', (event) => {
    const top = modals.findLast((dialog) => dialog.isConnected && dialog.open);
    if (event.key !== 'Escape' || event.defaultPrevented || !top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
