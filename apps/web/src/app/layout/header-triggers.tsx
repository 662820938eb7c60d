import { ChevronDown, Menu } from 'lucide-react';
import { MORE_NAV } from './navigation';

/** The header's triggers, shared by their first-paint buttons and the menus loaded on first use. */
export const desktopLink = (active: boolean) =>
  `rounded px-2.5 py-1.5 text-sm transition-colors ${
    active ? 'bg-raised text-fg' : 'text-muted hover:bg-raised/60 hover:text-fg'
  }`;

export const moreMenuTriggerClass = (pathname: string) =>
  `${desktopLink(MORE_NAV.some((item) => item.isActive(pathname)))} flex items-center gap-1`;

export function MoreMenuTriggerLabel() {
  return (
    <>
      More <ChevronDown aria-hidden className="size-3.5" />
    </>
  );
}

export const openMenuTriggerClass = 'rounded p-2 text-muted hover:bg-raised hover:text-fg md:hidden';
export const OPEN_MENU_LABEL = 'Open menu';

export function OpenMenuIcon() {
  return <Menu aria-hidden className="size-5" />;
}
