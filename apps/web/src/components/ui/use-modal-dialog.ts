import { useEffect, useEffectEvent, useRef } from 'react';
import { cycleFocus } from './focus-cycle.ts';
import { rememberFocus } from './focus-return.ts';
import { modalClosed, modalOpened } from './modal-stack.ts';

interface ModalDialogOptions {
  open: boolean;
  /** Asked on Escape and on a press on the backdrop; the owner decides by changing `open`. */
  onClose(): void;
  /** Where focus starts when the dialog opens. */
  initialFocus(dialog: HTMLDialogElement): HTMLElement | null;
}

/** Whether a pointer event lies outside the dialog's box, on its backdrop. */
function onBackdrop(dialog: HTMLDialogElement, event: MouseEvent): boolean {
  if (event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
}

/**
 * Shows a <dialog> as the platform's modal while `open` holds: the page behind is inert (a
 * screen reader reads only the dialog, Tab and Shift+Tab go round inside it), Escape arrives as
 * its cancel event, and it is drawn in the top layer. Closing, by the owner or by unmounting, gives
 * focus back where it was, or to the place that stood for it (see focus-return.ts).
 */
export function useModalDialog({ open, onClose, initialFocus }: ModalDialogOptions) {
  const ref = useRef<HTMLDialogElement>(null);
  const close = useEffectEvent(onClose);
  const firstFocus = useEffectEvent(initialFocus);

  // After the commit rather than during it: React puts focus back where it was before a commit
  // once the commit's changes are made, which would undo the move to the opener.
  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const restoreFocus = rememberFocus();
    dialog.showModal();
    modalOpened(dialog);
    firstFocus(dialog)?.focus();

    const onCancel = (event: Event) => {
      // The owner closes it, so the drawer can slide out; a browser that will not let the
      // cancel be refused closes at once, and the owner follows.
      event.preventDefault();
      close();
    };
    // A press that starts inside (selecting text) and ends on the backdrop must not close it.
    let pressedOutside = false;
    const onPointerDown = (event: PointerEvent) => {
      pressedOutside = onBackdrop(dialog, event);
    };
    const onClick = (event: MouseEvent) => {
      if (pressedOutside && onBackdrop(dialog, event)) close();
      pressedOutside = false;
    };
    const onKeyDown = (event: KeyboardEvent) => cycleFocus(dialog, event);
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('pointerdown', onPointerDown);
    dialog.addEventListener('click', onClick);
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('pointerdown', onPointerDown);
      dialog.removeEventListener('click', onClick);
      dialog.removeEventListener('keydown', onKeyDown);
      // Closed first, so the page is no longer inert when focus goes back to it.
      if (dialog.open) dialog.close();
      modalClosed(dialog);
      restoreFocus();
    };
  }, [open]);

  return ref;
}
