import { ChevronDown, ExternalLink, Menu, X } from 'lucide-react';
import { Dialog, DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { Logo } from './Logo';
import { FEES_NAV, LIQUIDITY_POOL_LABEL, MORE_NAV, type NavLinkItem, PRIMARY_NAV } from './navigation';
import { AdminNavSlot, WalletSlot } from './WalletSlot';

const desktopLink = (active: boolean) =>
  `rounded px-2.5 py-1.5 text-sm transition-colors ${
    active ? 'bg-raised text-fg' : 'text-muted hover:bg-raised/60 hover:text-fg'
  }`;

function DesktopNavLink({ item }: { item: NavLinkItem }) {
  const { pathname } = useLocation();
  const active = item.isActive(pathname);
  return (
    <NavLink to={item.to} className={desktopLink(active)} aria-current={active ? 'page' : undefined}>
      {item.label}
    </NavLink>
  );
}

function MoreMenu() {
  const { pathname } = useLocation();
  const { links } = useRuntimeConfig();
  const anyActive = MORE_NAV.some((item) => item.isActive(pathname));
  const itemClass =
    'flex cursor-pointer items-center justify-between gap-6 rounded px-2.5 py-2 text-sm text-muted outline-none data-[highlighted]:bg-raised data-[highlighted]:text-fg';
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={`${desktopLink(anyActive)} flex items-center gap-1`}>
        More <ChevronDown aria-hidden className="size-3.5" />
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

function MobileMenu() {
  const [open, setOpen] = useState(false);
  const { links } = useRuntimeConfig();
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className="rounded p-2 text-muted hover:bg-raised hover:text-fg md:hidden"
        aria-label="Open menu"
      >
        <Menu aria-hidden className="size-5" />
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
          <MoreMenu />
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <WalletSlot />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
