import {
  CONNECT_SWITCH_SETTLE_MS,
  getChainById,
  isUserRejection,
  switchedToChainMessage,
  switchingToChainMessage,
} from '@pluto/core';
import { useCallback, useEffect, useRef } from 'react';
import { useConfig, useConnection } from 'wagmi';
import { switchWalletChain } from '../../lib/wallet/network';
import { notify } from '../../ui';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Seed 002 §8: outside the swap panel a failed switch reads 'Failed to switch network'. */
const SWITCH_FAILED = 'Failed to switch network';

/**
 * Puts the wallet on the pair's chain (seed 002 §4, §8): 'Switching to {chain}...', the wait, then
 * 'Switched to {chain}'. Resolves false when the switch failed; a refusal in the wallet stays silent.
 */
export function useSwitchToPairChain() {
  const config = useConfig();
  return useCallback(
    async (chainId: number, options: { settleMs: number; failure: string }): Promise<boolean> => {
      const name = getChainById(chainId)?.name ?? `chain ${chainId}`;
      const pending = notify({ title: switchingToChainMessage(name), duration: Number.POSITIVE_INFINITY });
      try {
        const outcome = await switchWalletChain(config, chainId);
        if (outcome === 'switched') await sleep(options.settleMs);
        pending.dismiss();
        if (outcome === 'switched') notify.success(switchedToChainMessage(name));
        return true;
      } catch (error) {
        pending.dismiss();
        if (!isUserRejection(error)) notify.error(options.failure);
        return false;
      }
    },
    [config],
  );
}

/**
 * Seed 002 §4: a wallet connected (or already connected) on another chain than the pair's is asked
 * to switch, once per pair and wallet chain so a refusal is not asked again in a loop. The perps'
 * switch to Arbitrum never fires on spot paths (core `isAutoSwitchPath`).
 */
export function useSwitchOnConnect(pairChainId: number | undefined) {
  const { isConnected, chainId } = useConnection();
  const switchTo = useSwitchToPairChain();
  const lastAttempt = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!isConnected || pairChainId === undefined || chainId === undefined || chainId === pairChainId) return;
    const attempt = `${pairChainId}|${chainId}`;
    if (lastAttempt.current === attempt) return;
    lastAttempt.current = attempt;
    void switchTo(pairChainId, { settleMs: CONNECT_SWITCH_SETTLE_MS, failure: SWITCH_FAILED });
  }, [isConnected, chainId, pairChainId, switchTo]);
}
