import { type ButtonHTMLAttributes, lazy, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { OnFirstUse } from '../../ui';
import {
  desktopLink,
  MoreMenuTriggerLabel,
  moreMenuTriggerClass,
  OPEN_MENU_LABEL,
  OpenMenuIcon,
  openMenuTriggerClass,
} from './header-triggers';
import { Logo } from './Logo';
import { type NavLinkItem, PRIMARY_NAV } from './navigation';
import { AdminNavSlot, WalletSlot } from './WalletSlot';

function DesktopNavLink({ item }: { item: NavLinkItem }) {
  const { pathname } = useLocation();
  const active = item.isActive(pathname);
  return (
    <NavLink to={item.to} className={desktopLink(active)} aria-current={active ? 'page' : undefined}>
      {item.label}
    </NavLink>
  );
}

const loadHeaderMenus = () => import('./HeaderMenus');
const MoreMenu = lazy(async () => ({ default: (await loadHeaderMenus()).MoreMenu }));
const MobileMenu = lazy(async () => ({ default: (await loadHeaderMenus()).MobileMenu }));
/** ArrowDown opens a Radix menu from its trigger; the plain button before it keeps that. */
const MENU_KEYS = ['ArrowDown'];

/** A header menu behind a plain trigger button until first use (`OnFirstUse`). */
function HeaderMenu({
  menu,
  children,
  ...trigger
}: { menu: ReactNode; children: ReactNode } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <OnFirstUse
      load={loadHeaderMenus}
      useKeys={MENU_KEYS}
      trigger={(props) => (
        <button type="button" aria-expanded={false} {...trigger} {...props}>
          {children}
        </button>
      )}
    >
      {menu}
    </OnFirstUse>
  );
}

function MoreMenuOnFirstUse() {
  const { pathname } = useLocation();
  return (
    <HeaderMenu menu={<MoreMenu />} aria-haspopup="menu" className={moreMenuTriggerClass(pathname)}>
      <MoreMenuTriggerLabel />
    </HeaderMenu>
  );
}

function MobileMenuOnFirstUse() {
  return (
    <HeaderMenu
      menu={<MobileMenu />}
      aria-haspopup="dialog"
      aria-label={OPEN_MENU_LABEL}
      className={openMenuTriggerClass}
    >
      <OpenMenuIcon />
    </HeaderMenu>
  );
}

export function Header() {
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur">
      <div className="flex h-12 items-center gap-4 px-3 md:px-4">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-0.5 md:flex">
          {PRIMARY_NAV.map((item) => (
            <DesktopNavLink key={item.to} item={item} />
          ))}
          <AdminNavSlot render={(item) => <DesktopNavLink item={item} />} />
          <MoreMenuOnFirstUse />
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <WalletSlot />
          <MobileMenuOnFirstUse />
        </div>
      </div>
    </header>
  );
}
