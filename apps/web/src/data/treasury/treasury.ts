import { BSC_CHAIN_ID, PLUTO_SYMBOL, TREASURY_BALANCE_REFETCH_MS, TREASURY_TOKEN } from '@pluto/core';
import { skipToken, useQuery } from '@tanstack/react-query';
import { type Address, erc20Abi } from 'viem';
import { useConfig } from 'wagmi';
import { readContract } from 'wagmi/actions';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { useAccount } from '../account/account';
import { queryKeys } from '../query-keys';
import { useCallFunction } from '../server/functions';

/** The server recomputes the table every 30 minutes; asking each minute shows a refresh soon after. */
const HOLDERS_REFETCH_MS = 60_000;
/** Seed 002 §7: prices refresh every 30 s. */
const PRICE_REFETCH_MS = 30_000;

/** $PLUTO's address on BSC from the runtime configuration; undefined where it is not deployed. */
export function usePlutoAddress(): Address | undefined {
  const { chains } = useRuntimeConfig();
  return chains.find((chain) => chain.chainId === TREASURY_TOKEN.chainId)?.tokens[PLUTO_SYMBOL] as
    | Address
    | undefined;
}

/** The top 500 holders as the server last computed them. Public. */
export function useTreasuryHolders() {
  const callFunction = useCallFunction();
  return useQuery({
    queryKey: queryKeys.treasuryHolders,
    queryFn: () => callFunction('treasury-holders', {}),
    refetchInterval: HOLDERS_REFETCH_MS,
  });
}

/** $PLUTO's USD price; `stale` when the server had none and answered the seed's fallback. */
export function usePlutoPrice() {
  const callFunction = useCallFunction();
  return useQuery({
    queryKey: queryKeys.plutoPrice,
    queryFn: async () => {
      const { price, fallback } = await callFunction('get-pluto-price', {});
      return { price, stale: fallback === true };
    },
    refetchInterval: PRICE_REFETCH_MS,
  });
}

/** The connected wallet's $PLUTO on BSC in base units, read on chain every 10 s (seed 002 §9). */
export function usePlutoBalance() {
  const config = useConfig();
  const { address } = useAccount();
  const token = usePlutoAddress();
  return useQuery({
    queryKey: queryKeys.plutoBalance(address),
    queryFn:
      address && token
        ? () =>
            readContract(config, {
              address: token,
              abi: erc20Abi,
              functionName: 'balanceOf',
              args: [address],
              chainId: BSC_CHAIN_ID,
            })
        : skipToken,
    refetchInterval: TREASURY_BALANCE_REFETCH_MS,
  });
}

/** The connected wallet's $PLUTO transfers (buys and sells) with the source's error flag. */
export function usePlutoTransfers() {
  const callFunction = useCallFunction();
  const { address } = useAccount();
  const token = usePlutoAddress();
  return useQuery({
    queryKey: queryKeys.plutoTransfers(address),
    queryFn:
      address && token
        ? () =>
            callFunction('moralis-token-transfers', { address, chainId: BSC_CHAIN_ID, tokenAddress: token })
        : skipToken,
    refetchInterval: TREASURY_BALANCE_REFETCH_MS,
  });
}
