export interface NavLinkItem {
  label: string;
  to: string;
  /** Paths (besides `to` itself) that light this entry up. */
  isActive: (pathname: string) => boolean;
}

const under =
  (...prefixes: string[]) =>
  (pathname: string) =>
    prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/** Header entries of seed 000 §2, in order. */
export const PRIMARY_NAV: readonly NavLinkItem[] = [
  { label: 'Perpetual', to: '/perpetual', isActive: under('/perpetual', '/trading', '/trade') },
  // Spot is active for any path containing "spot" (seed 000 §2).
  { label: 'Spot', to: '/spot', isActive: (pathname) => pathname.includes('spot') },
  { label: 'Memes', to: '/memes', isActive: under('/memes') },
  { label: 'Portfolio', to: '/positions', isActive: under('/positions') },
  { label: 'Wallet', to: '/wallet', isActive: under('/wallet') },
];

export const ADMIN_NAV: NavLinkItem = { label: 'Admin Dashboard', to: '/admin', isActive: under('/admin') };

/** Held by the desktop More dropdown, followed there by the external liquidity-pool link. */
export const MORE_NAV: readonly NavLinkItem[] = [
  { label: 'Platform Stats', to: '/stats', isActive: under('/stats') },
  { label: 'AI Trading', to: '/ai-trading', isActive: under('/ai-trading') },
  { label: 'Premium BOT', to: '/premium-bot', isActive: under('/premium-bot') },
  { label: 'Whitepaper', to: '/whitepaper', isActive: under('/whitepaper') },
];

export const FEES_NAV: NavLinkItem = { label: 'Fees', to: '/fees', isActive: under('/fees') };

export const LIQUIDITY_POOL_LABEL = 'Liquidity Pool';
