import { STORAGE_KEYS, STORAGE_PREFIX } from '@board/domain';
import { paths } from '../lib/paths.ts';
import { BOARD_VIEWS } from './board-views.ts';

/** The element around the board's shell drawn at build time into index.html (app-shell.tsx). */
export const SHELL_ATTRIBUTE = 'data-app-shell';
/** Set on <html> when the page shows that shell. */
export const SHELL_SHOWN_ATTRIBUTE = 'data-shell';

/** The routes whose page is the board: home sends a signed-in person there. */
const BOARD_PATHS = [paths.home, ...BOARD_VIEWS.map((view) => view.path)];

/**
 * The page head's script, run before the body is parsed: the board's shell is shown on a board
 * route to a person whose session is stored here. Anyone else (about to be sent to sign in, or
 * opening Administración) sees what the app draws first.
 */
export function shellScript(basePath: string): string {
  const routes = JSON.stringify(BOARD_PATHS.map((route) => `${basePath}${route.slice(1)}`));
  const stored = JSON.stringify(STORAGE_PREFIX + STORAGE_KEYS.token);
  return `try{if(${routes}.includes(location.pathname)&&localStorage.getItem(${stored}))document.documentElement.setAttribute('${SHELL_SHOWN_ATTRIBUTE}','')}catch{}`;
}

/** Hides the shell unless the head's script showed it. */
export const SHELL_CSS = `[${SHELL_ATTRIBUTE}]{display:none}[${SHELL_SHOWN_ATTRIBUTE}] [${SHELL_ATTRIBUTE}]{display:contents}`;

/** Whether the page shows the board's shell drawn at build time. */
export const shellShown = () => document.documentElement.hasAttribute(SHELL_SHOWN_ATTRIBUTE);
