import type { ComponentType, ReactNode } from 'react';

/** The classes of the toolbar's buttons, lent to the buttons other features put in it. */
export interface ToolbarLook {
  /** A square button around its icon. */
  action: string;
  /** A button's words beside its icon, shown where the toolbar has room for them. */
  actionLabel: string;
}

/**
 * What the app brings to the board from other features (leg editing, the changes since the user
 * looked, the downloads): the board draws them in its frame without knowing whose they are.
 */
export interface BoardParts {
  /**
   * Around the toolbar and the view, inside the board's station day: what the parts read, and
   * the drawers the rows open.
   */
  Around: ComponentType<{ children: ReactNode }>;
  /** Under the offline banner, above the list: the other features' notices. */
  aboveList(): ReactNode;
  /** The toolbar's buttons before its refresh button. */
  beforeRefresh(look: ToolbarLook): ReactNode;
  /** The toolbar's buttons after its refresh button, before the full screen one. */
  afterRefresh(look: ToolbarLook): ReactNode;
}
