import { ARBITRUM_CHAIN_ID, DEPOSIT_NOT_CREDITED_MESSAGE, WALLET_NOT_CONNECTED_MESSAGE } from '@pluto/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { type Address, erc20Abi } from 'viem';
import { useConfig, useConnection, useReadContract } from 'wagmi';
import { readContract, waitForTransactionReceipt, writeContract } from 'wagmi/actions';
import { exchangeQueryKeys, fetchAccountSummary, useExchangeTransport } from '../../lib/exchange/exchange';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { ensureArbitrum } from '../../lib/wallet/network';
import { toast } from '../../ui';
import { waitForDepositCredit } from './deposit-credit';
import type { DepositPort } from './use-deposit-form';

/** Where deposits go: the bridge address and USDC on Arbitrum, both from the runtime configuration. */
export function useDepositRoute(): { usdc: Address; bridge: Address } | undefined {
  const { chains, exchange } = useRuntimeConfig();
  const usdc = chains.find((chain) => chain.chainId === ARBITRUM_CHAIN_ID)?.tokens.USDC;
  if (!usdc || !exchange.bridgeAddress) return undefined;
  return { usdc: usdc as Address, bridge: exchange.bridgeAddress as Address };
}

/**
 * Watches for the exchange's credit after 'Deposit Successful' (seed 000 §4). Success needs no toast
 * of its own (it would replace 'Deposit Successful' in the one-toast toaster; the balance updates);
 * a credit that never shows asks the trader to contact support.
 */
function trackCredit(watch: Promise<boolean>) {
  watch.then((credited) => {
    if (!credited) {
      toast({
        title: 'Deposit Not Credited Yet',
        description: DEPOSIT_NOT_CREDITED_MESSAGE,
        variant: 'destructive',
      });
    }
  });
}

/** The deposit form's port onto the wallet (wagmi), Arbitrum and the exchange. */
export function useDepositPort(route: { usdc: Address; bridge: Address }): DepositPort {
  const config = useConfig();
  const queryClient = useQueryClient();
  const transport = useExchangeTransport();
  const { exchange } = useRuntimeConfig();
  const { address, isConnected } = useConnection();
  const totalBefore = useRef(0n);
  const balance = useReadContract({
    address: route.usdc,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: address ? [address] : undefined,
    chainId: ARBITRUM_CHAIN_ID,
    query: { enabled: address !== undefined },
  });

  return {
    isConnected: isConnected && address !== undefined,
    walletBalance: balance.data,
    minimumUsdc: exchange.bridgeMinimumUsdc,
    ensureArbitrum: () => ensureArbitrum(config),
    async readOnChainBalance() {
      if (!address) throw new Error(WALLET_NOT_CONNECTED_MESSAGE);
      return readContract(config, {
        address: route.usdc,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
        chainId: ARBITRUM_CHAIN_ID,
      });
    },
    async sendTransfer(amount) {
      // The credit is detected as a change of the exchange total, so it is read before sending.
      if (address) {
        totalBefore.current = await fetchAccountSummary(transport, address).then(
          (summary) => summary.accountValue,
          () => 0n,
        );
      }
      return writeContract(config, {
        address: route.usdc,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [route.bridge, amount],
        chainId: ARBITRUM_CHAIN_ID,
      });
    },
    async waitForConfirmation(hash) {
      const receipt = await waitForTransactionReceipt(config, { hash, chainId: ARBITRUM_CHAIN_ID });
      if (receipt.status !== 'success') throw new Error('The deposit transaction failed on chain');
    },
    onDeposited() {
      void balance.refetch();
      if (!address) return;
      const summaryKey = exchangeQueryKeys.accountSummary(address);
      const watch = waitForDepositCredit({
        totalBefore: totalBefore.current,
        readTotal: async () => (await fetchAccountSummary(transport, address)).accountValue,
      });
      watch.then(() => queryClient.invalidateQueries({ queryKey: summaryKey }));
      trackCredit(watch);
    },
  };
}
