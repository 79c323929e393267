/**
 * `data-focus-anchor` marks an element focus may go back to when a modal opened from inside it
 * closes and its opener is gone (a virtual list dropped the row, a refresh replaced the button).
 * The value names the place, so a re-rendered copy of it is found again.
 */
const FOCUS_ANCHOR = 'data-focus-anchor';

function anchorsOf(element: Element | null): string[] {
  const keys: string[] = [];
  for (let at = element?.closest(`[${FOCUS_ANCHOR}]`); at; ) {
    const key = at.getAttribute(FOCUS_ANCHOR);
    if (key) keys.push(key);
    at = at.parentElement?.closest(`[${FOCUS_ANCHOR}]`);
  }
  return keys;
}

/** An anchor takes focus itself when it can, else gives it to its current tab stop. */
function focusAnchor(anchor: HTMLElement): boolean {
  const target = anchor.hasAttribute('tabindex')
    ? anchor
    : anchor.querySelector<HTMLElement>('[tabindex="0"]');
  target?.focus();
  return target !== null && document.activeElement === target;
}

function canTakeFocus(element: HTMLElement): boolean {
  return element.isConnected && !element.matches(':disabled') && !element.closest('[inert]');
}

/**
 * Notes where focus is now and returns how to bring it back: to the same element while it is
 * on the page and enabled, else to the nearest of its anchors still there, inner first.
 */
export function rememberFocus(): () => void {
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const anchors = anchorsOf(opener);
  return () => {
    if (opener && opener !== document.body && canTakeFocus(opener)) {
      opener.focus();
      if (document.activeElement === opener) return;
    }
    for (const key of anchors) {
      const anchor = document.querySelector<HTMLElement>(`[${FOCUS_ANCHOR}="${CSS.escape(key)}"]`);
      if (anchor && focusAnchor(anchor)) return;
    }
  };
}
