import { ROLE_NAMES, type RoleName, rolesAssignableBy } from '@fin-atlas/domain';

/** The roles the signed-in admin may give: the domain rule the server enforces too. */
export function assignableRoles(actorRole: RoleName | null | undefined): readonly RoleName[] {
  return rolesAssignableBy(actorRole);
}

export type RoleChoice = { value: RoleName; label: RoleName; disabled?: boolean };

/**
 * Select options for a user's role. A role the actor may not assign still appears when it is the
 * user's current one (disabled), so the form shows the truth instead of an empty select.
 */
export function roleChoices(
  actorRole: RoleName | null | undefined,
  currentRole?: RoleName | null,
): RoleChoice[] {
  const allowed = assignableRoles(actorRole);
  return ROLE_NAMES.filter((role) => allowed.includes(role) || role === currentRole).map((role) =>
    allowed.includes(role) ? { value: role, label: role } : { value: role, label: role, disabled: true },
  );
}

/** Whether the actor may change this user's role at all (they may not demote a more powerful user). */
export function canChangeRole(actorRole: RoleName | null | undefined, currentRole: RoleName): boolean {
  return assignableRoles(actorRole).includes(currentRole);
}
