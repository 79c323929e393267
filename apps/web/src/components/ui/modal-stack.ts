/**
 * The modal dialogs open now, the last one on top. What must stay readable above a modal (the
 * toasts) is drawn inside the top one: the rest of the page is inert and under the top layer.
 */
const open: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();

function changed() {
  for (const listener of listeners) listener();
}

export function modalOpened(dialog: HTMLDialogElement): void {
  open.push(dialog);
  changed();
}

export function modalClosed(dialog: HTMLDialogElement): void {
  const at = open.indexOf(dialog);
  if (at === -1) return;
  open.splice(at, 1);
  changed();
}

export function topModal(): HTMLDialogElement | null {
  return open.at(-1) ?? null;
}

export function onModalsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
