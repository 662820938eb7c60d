import { shouldAutoSwitchToArbitrum } from '@pluto/core';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useConfig, useConnection } from 'wagmi';
import { ensureArbitrum, NETWORK_SWITCH_FAILED_TITLE } from '../../lib/wallet/network';
import { toast } from '../../ui';

export function toastNetworkSwitched() {
  toast({ title: 'Network Switched', description: 'Switched to Arbitrum network' });
}

export function toastNetworkSwitchFailed(error: unknown) {
  const description = error instanceof Error ? error.message : 'Failed to switch to Arbitrum';
  toast({ title: NETWORK_SWITCH_FAILED_TITLE, description, variant: 'destructive' });
}

/**
 * Seed 000 §4: on /trading, /positions, /wallet and /trade a connected wallet off Arbitrum is asked
 * to switch. One request per route and chain, so a refusal is not asked again in a loop.
 */
export function useAutoSwitchToArbitrum() {
  const config = useConfig();
  const { pathname } = useLocation();
  const { isConnected, chainId } = useConnection();
  const lastAttempt = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!shouldAutoSwitchToArbitrum({ pathname, isConnected, chainId })) return;
    const attempt = `${pathname}|${chainId}`;
    if (lastAttempt.current === attempt) return;
    lastAttempt.current = attempt;
    ensureArbitrum(config).then((outcome) => {
      if (outcome === 'switched') toastNetworkSwitched();
    }, toastNetworkSwitchFailed);
  }, [config, pathname, isConnected, chainId]);
}
