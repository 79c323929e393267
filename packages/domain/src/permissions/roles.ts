/** The role table of the product. The role travels as a token claim; null means no role. */
export const ROLES = ['CTA', 'GENERIC', 'DUTY'] as const;
export type Role = (typeof ROLES)[number];

export type StationScope = 'own' | 'all' | 'none';

export interface RoleCapabilities {
  editor: boolean;
  supervisor: boolean;
  scope: StationScope;
  /** i18n key of the text on a row's edit button; null shows no text. */
  buttonTextKey: 'common.edit' | 'common.view' | null;
}

const table: Record<Role, RoleCapabilities> = {
  CTA: { editor: true, supervisor: false, scope: 'own', buttonTextKey: 'common.edit' },
  GENERIC: { editor: false, supervisor: false, scope: 'all', buttonTextKey: 'common.view' },
  DUTY: { editor: true, supervisor: true, scope: 'all', buttonTextKey: 'common.edit' },
};

const noRole: RoleCapabilities = {
  editor: false,
  supervisor: false,
  scope: 'none',
  buttonTextKey: null,
};

export function capabilities(role: Role | null | undefined): RoleCapabilities {
  return role ? table[role] : noRole;
}

/** The network's figures (Red) cover every station: for the roles that see them all. */
export function canSeeNetwork(role: Role | null | undefined): boolean {
  return capabilities(role).scope === 'all';
}

/** Whether a user of this role, working at `ownStation`, may see data of `station`. */
export function canSeeStation(
  role: Role | null | undefined,
  ownStation: string | null,
  station: string,
): boolean {
  const { scope } = capabilities(role);
  if (scope === 'all') return true;
  if (scope === 'own') return ownStation !== null && ownStation === station;
  return false;
}
