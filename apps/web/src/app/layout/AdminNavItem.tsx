import type { ReactNode } from 'react';
import { useIsAdmin } from '../../data';
import { ADMIN_NAV, type NavLinkItem } from './navigation';

/**
 * The Admin Dashboard entry, rendered by `render` for admins only (seed 000 §2). Its own module: the
 * admin check reads the wallet, so it loads with the wallet layer rather than with the first screen.
 */
export default function AdminNavItem({ render }: { render: (item: NavLinkItem) => ReactNode }) {
  return useIsAdmin() ? render(ADMIN_NAV) : null;
}
