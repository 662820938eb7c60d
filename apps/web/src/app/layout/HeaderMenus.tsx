import { ExternalLink, X } from 'lucide-react';
import { Dialog, DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useRuntimeConfig } from '../../lib/runtime-config';
import {
  MoreMenuTriggerLabel,
  moreMenuTriggerClass,
  OPEN_MENU_LABEL,
  OpenMenuIcon,
  openMenuTriggerClass,
} from './header-triggers';
import { FEES_NAV, LIQUIDITY_POOL_LABEL, MORE_NAV, type NavLinkItem, PRIMARY_NAV } from './navigation';
import { AdminNavSlot } from './WalletSlot';

/*
 * The header's Radix menus, kept out of the first load: Header.tsx loads this module on the first
 * press of a trigger, so both menus mount already open.
 */
export function MoreMenu() {
  const { links } = useRuntimeConfig();
  const itemClass =
    'flex cursor-pointer items-center justify-between gap-6 rounded px-2.5 py-2 text-sm text-muted outline-none data-[highlighted]:bg-raised data-[highlighted]:text-fg';
  return (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger className={moreMenuTriggerClass(useLocation().pathname)}>
        <MoreMenuTriggerLabel />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          className="z-50 min-w-48 rounded-md border border-line bg-panel p-1 shadow-xl shadow-black/40"
        >
          {MORE_NAV.map((item) => (
            <DropdownMenu.Item key={item.to} asChild className={itemClass}>
              <Link to={item.to}>{item.label}</Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item asChild className={itemClass}>
            <a href={links.liquidityPool} target="_blank" rel="noopener noreferrer">
              {LIQUIDITY_POOL_LABEL} <ExternalLink aria-hidden className="size-3.5" />
            </a>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

const mobileRow = (active: boolean) =>
  `flex items-center justify-between rounded px-3 py-2.5 text-sm ${
    active ? 'bg-raised text-fg' : 'text-muted hover:bg-raised hover:text-fg'
  }`;

function MobileNavLink({ item, onNavigate }: { item: NavLinkItem; onNavigate: () => void }) {
  const { pathname } = useLocation();
  return (
    <Link to={item.to} onClick={onNavigate} className={mobileRow(item.isActive(pathname))}>
      {item.label}
    </Link>
  );
}

export function MobileMenu() {
  const [open, setOpen] = useState(true);
  const { links } = useRuntimeConfig();
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={openMenuTriggerClass} aria-label={OPEN_MENU_LABEL}>
        <OpenMenuIcon />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] flex-col border-l border-line bg-surface p-3 shadow-2xl">
          <div className="mb-2 flex items-center justify-between px-1">
            <Dialog.Title className="text-sm font-semibold">Menu</Dialog.Title>
            <Dialog.Close
              className="rounded p-1.5 text-muted hover:bg-raised hover:text-fg"
              aria-label="Close menu"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Site navigation</Dialog.Description>
          <nav aria-label="Mobile" className="flex flex-col gap-0.5 overflow-y-auto">
            {PRIMARY_NAV.map((item) => (
              <MobileNavLink key={item.to} item={item} onNavigate={close} />
            ))}
            <AdminNavSlot render={(item) => <MobileNavLink item={item} onNavigate={close} />} />
            {[...MORE_NAV, FEES_NAV].map((item) => (
              <MobileNavLink key={item.to} item={item} onNavigate={close} />
            ))}
            <a
              href={links.liquidityPool}
              target="_blank"
              rel="noopener noreferrer"
              onClick={close}
              className={mobileRow(false)}
            >
              {LIQUIDITY_POOL_LABEL} <ExternalLink aria-hidden className="size-4" />
            </a>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
