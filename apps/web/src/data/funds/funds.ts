import { ARBITRUM_CHAIN_ID, WALLET_NOT_CONNECTED_MESSAGE } from '@pluto/core';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import type { Address } from 'viem';
import { useConfig } from 'wagmi';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { useAccount } from '../account/account';
import { fetchAccountSummary } from '../account/user-data';
import { useExchangeTransport } from '../exchange/transport';
import { useUserSignedActions } from '../exchange/user-signed';
import { queryKeys } from '../query-keys';
import { waitForDepositCredit } from './deposit-credit';

/** The chain reads and writes load when first used, not with the first screen. */
const loadChain = () => import('./chain');

export interface DepositRoute {
  usdc: Address;
  bridge: Address;
}

/** Where deposits go: the bridge address and USDC on Arbitrum, both from the runtime configuration. */
export function useDepositRoute(): DepositRoute | undefined {
  const { chains, exchange } = useRuntimeConfig();
  const usdc = chains.find((chain) => chain.chainId === ARBITRUM_CHAIN_ID)?.tokens.USDC;
  if (!usdc || !exchange.bridgeAddress) return undefined;
  return { usdc: usdc as Address, bridge: exchange.bridgeAddress as Address };
}

/** The connected wallet's USDC on Arbitrum, read on chain. */
export function useWalletUsdcBalance(token: Address) {
  const config = useConfig();
  const { address } = useAccount();
  return useQuery({
    queryKey: queryKeys.walletUsdc(token, address),
    queryFn: address ? async () => (await loadChain()).readWalletUsdc(config, token, address) : skipToken,
  });
}

/** The two balances to refetch: the exchange account, and the wallet's on-chain USDC (deposits, payouts). */
function useBalanceRefresh() {
  const queryClient = useQueryClient();
  const { address } = useAccount();
  const usdc = useDepositRoute()?.usdc;
  return useMemo(
    () => ({
      account: () => queryClient.invalidateQueries({ queryKey: queryKeys.accountSummary(address) }),
      wallet: () =>
        usdc ? queryClient.invalidateQueries({ queryKey: queryKeys.walletUsdc(usdc, address) }) : undefined,
    }),
    [queryClient, address, usdc],
  );
}

/** Seed 000 §7: balances are refetched after an action that moves funds. */
export function useRefreshBalances(): () => void {
  const refresh = useBalanceRefresh();
  return useCallback(() => {
    void refresh.account();
    void refresh.wallet();
  }, [refresh]);
}

/** Withdrawal and transfer to spot, signed in the wallet for the connected account. */
export function useFundsActions() {
  const { address } = useAccount();
  const actions = useUserSignedActions();
  return {
    withdraw: (amount: bigint) => {
      if (!address) return Promise.reject(new Error(WALLET_NOT_CONNECTED_MESSAGE));
      return actions.withdraw(address, amount);
    },
    transferToSpot: actions.transferToSpot,
  };
}

/**
 * A deposit's way onto the chain and into the exchange: the on-chain balance check, the transfer to
 * the bridge, its confirmation, then the watch for the exchange's credit (seed 000 §4), which
 * refreshes the balances when it ends.
 */
export function useDepositTransfer(route: DepositRoute) {
  const config = useConfig();
  const transport = useExchangeTransport();
  const { address } = useAccount();
  const refresh = useBalanceRefresh();
  const totalBefore = useRef(0n);
  return {
    async readOnChainBalance(): Promise<bigint> {
      if (!address) throw new Error(WALLET_NOT_CONNECTED_MESSAGE);
      return (await loadChain()).readWalletUsdc(config, route.usdc, address);
    },
    async sendTransfer(amount: bigint) {
      // The credit is detected as a change of the exchange total, so it is read before sending.
      if (address) {
        totalBefore.current = await fetchAccountSummary(transport, address).then(
          (summary) => summary.accountValue,
          () => 0n,
        );
      }
      return (await loadChain()).sendUsdc(config, route.usdc, route.bridge, amount);
    },
    async waitForConfirmation(hash: `0x${string}`) {
      await (await loadChain()).waitForSuccess(config, hash);
    },
    /** Resolves true once the exchange credited the deposit, false when it never showed. */
    watchCredit(): Promise<boolean> {
      void refresh.wallet();
      if (!address) return Promise.resolve(true);
      const watch = waitForDepositCredit({
        totalBefore: totalBefore.current,
        readTotal: async () => (await fetchAccountSummary(transport, address)).accountValue,
      });
      void watch.then(refresh.account);
      return watch;
    },
  };
}
