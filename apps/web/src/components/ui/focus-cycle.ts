const CANDIDATES = 'a[href], button, input, select, textarea, summary, [tabindex]';

/** Of a radio group with a checked radio, only that one takes Tab. */
function isTabbableRadio(input: HTMLInputElement, container: HTMLElement): boolean {
  if (input.type !== 'radio' || input.checked || !input.name) return true;
  const group = container.querySelectorAll<HTMLInputElement>(
    `input[type="radio"][name="${CSS.escape(input.name)}"]`,
  );
  return ![...group].some((radio) => radio.checked);
}

function tabbables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(CANDIDATES)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(':disabled') &&
      // Inside a closed <details> or hidden: not a stop (test DOMs may lack the method).
      (element.checkVisibility?.() ?? true) &&
      !(element instanceof HTMLInputElement && !isTabbableRadio(element, container)),
  );
}

/**
 * Keeps Tab and Shift+Tab going round inside a modal dialog. The platform makes the page
 * behind inert, but past the dialog's last stop it lets focus leave for the browser's own bar;
 * a drawer is easier to work when the next Tab simply starts over at its first stop.
 */
export function cycleFocus(container: HTMLElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab' || event.defaultPrevented) return;
  const stops = tabbables(container);
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) return;
  const at = document.activeElement;
  const inside = at instanceof HTMLElement && container.contains(at) && at !== container;
  if (event.shiftKey) {
    const before =
      inside &&
      stops.some(
        (stop) =>
          at.compareDocumentPosition(stop) & Node.DOCUMENT_POSITION_PRECEDING && !stop.contains(at),
      );
    if (before) return;
    event.preventDefault();
    last.focus();
    return;
  }
  const after =
    inside &&
    stops.some((stop) => at.compareDocumentPosition(stop) & Node.DOCUMENT_POSITION_FOLLOWING);
  if (after) return;
  event.preventDefault();
  first.focus();
}
