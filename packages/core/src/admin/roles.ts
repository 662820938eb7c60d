/**
 * Pluto's admin roles (the seed hides its own, issue 26 names ours): an `admin` may do everything; an
 * `editor` manages tokens and pairs (create, update, logos, announcement images) but deletes nothing
 * and changes no roles.
 */
export const ADMIN_ROLES = ['admin', 'editor'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export function isAdminRole(role: string | null | undefined): role is AdminRole {
  return (ADMIN_ROLES as readonly string[]).includes(role ?? '');
}

/** Deleting tokens and pairs: admins only. */
export function canDelete(role: string | null | undefined): boolean {
  return role === 'admin';
}

/** Listing, adding and removing admins: admins only. */
export function canManageAdmins(role: string | null | undefined): boolean {
  return role === 'admin';
}

/** The refusal of an editor's delete or role change. */
export const ADMIN_ROLE_REQUIRED_TEXT = 'Only an admin may do this';
/** The last admin cannot be removed or demoted: someone must be able to manage the roles. */
export const LAST_ADMIN_TEXT = 'The last admin cannot be removed';
