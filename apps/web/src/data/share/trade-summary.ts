import { skipToken, useQuery } from '@tanstack/react-query';
import { useAccount } from '../account/account';
import { queryKeys } from '../query-keys';
import { useCallFunction } from '../server/functions';

/**
 * Seed 001 §2, §4: the trade-summary card of the connected user's closing order `oid`, made by the
 * server from the exchange's figures. It generates as soon as it is asked for; a failure stays until
 * `refetch` ('Try Again'). A made card does not change.
 */
export function useTradeSummaryCard(oid: number | undefined) {
  const { address } = useAccount();
  const call = useCallFunction();
  return useQuery({
    queryKey: queryKeys.tradeSummary(address, oid),
    queryFn:
      address && oid !== undefined
        ? () => call('generate-trade-summary', { userAddress: address, oid })
        : skipToken,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** Seed 001 §2 "Shared trade page": a stored card by its share id (no wallet needed). */
export function useSharedTrade(shareId: string | undefined) {
  const call = useCallFunction();
  return useQuery({
    queryKey: queryKeys.sharedTrade(shareId),
    queryFn: shareId ? () => call('get-shared-trade', { shareId }) : skipToken,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
