/** The /admin dashboard loads on first visit. */
export const loadAdminPage = () => import('./AdminPage');
