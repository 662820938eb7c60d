/** The admin dashboard: tokens, trading pairs, logos, announcement images, roles and the audit log. */
export { loadAdminPage } from './lazy';
