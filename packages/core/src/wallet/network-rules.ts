import { ARBITRUM_CHAIN_ID } from '../config/chains';

/** Routes that pull the wallet onto Arbitrum when visited (seed 000 §2, §4). */
export const AUTO_SWITCH_PATHS = ['/trading', '/positions', '/wallet', '/trade'] as const;

/** Spot screens trade on any chain, so nothing ever switches the network there. */
export function isSpotPath(pathname: string): boolean {
  return pathname.toLowerCase().includes('spot');
}

export function isAutoSwitchPath(pathname: string): boolean {
  if (isSpotPath(pathname)) return false;
  return AUTO_SWITCH_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

export function shouldAutoSwitchToArbitrum(input: {
  pathname: string;
  isConnected: boolean;
  chainId: number | undefined;
}): boolean {
  return input.isConnected && input.chainId !== ARBITRUM_CHAIN_ID && isAutoSwitchPath(input.pathname);
}

/** The wallet menu offers "Switch to Arbitrum" off Arbitrum, except on the spot screens. */
export function shouldOfferArbitrumSwitch(chainId: number | undefined, pathname: string): boolean {
  return chainId !== ARBITRUM_CHAIN_ID && !isSpotPath(pathname);
}

/** Deposit and Withdraw move USDC on Arbitrum only. */
export function canMoveFunds(chainId: number | undefined): boolean {
  return chainId === ARBITRUM_CHAIN_ID;
}
