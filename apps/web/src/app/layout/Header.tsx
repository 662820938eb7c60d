import { type ButtonHTMLAttributes, lazy, type ReactNode, Suspense, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
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

type TriggerProps = Pick<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'onClick' | 'onKeyDown' | 'onPointerEnter' | 'onFocus'
>;

/**
 * A header menu whose Radix code loads on first use, out of the first load's script: until then its
 * trigger is a plain button (hovering or focusing it starts the download); pressing it mounts the
 * menu, which opens at once.
 */
function MenuOnFirstUse({ trigger, menu }: { trigger: (props: TriggerProps) => ReactNode; menu: ReactNode }) {
  const [used, setUsed] = useState(false);
  const placeholder = trigger({
    onClick: () => setUsed(true),
    // ArrowDown opens a Radix menu from its trigger; the plain button keeps that.
    onKeyDown: (event) => {
      if (event.key === 'ArrowDown') setUsed(true);
    },
    onPointerEnter: loadHeaderMenus,
    onFocus: loadHeaderMenus,
  });
  if (!used) return placeholder;
  return <Suspense fallback={placeholder}>{menu}</Suspense>;
}

function MoreMenuOnFirstUse() {
  const { pathname } = useLocation();
  return (
    <MenuOnFirstUse
      menu={<MoreMenu />}
      trigger={(props) => (
        <button
          type="button"
          aria-haspopup="menu"
          aria-expanded={false}
          className={moreMenuTriggerClass(pathname)}
          {...props}
        >
          <MoreMenuTriggerLabel />
        </button>
      )}
    />
  );
}

function MobileMenuOnFirstUse() {
  return (
    <MenuOnFirstUse
      menu={<MobileMenu />}
      trigger={(props) => (
        <button
          type="button"
          aria-haspopup="dialog"
          aria-expanded={false}
          aria-label={OPEN_MENU_LABEL}
          className={openMenuTriggerClass}
          {...props}
        >
          <OpenMenuIcon />
        </button>
      )}
    />
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
