import {
  AI_LIMITS,
  AI_TEXTS,
  type AnalysisResult,
  type FunctionRequest,
  historyRowToResult,
  type MarketType,
  type StrategyInput,
} from '@pluto/core';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ServerError, UNEXPECTED_ANSWER } from '../../lib/server/server-request';
import { useOptionalSession } from '../../lib/server/session-context';
import { type Address, useAccount } from '../account/account';
import { queryKeys } from '../query-keys';
import { useCallFunction } from '../server/functions';

/** Seed 001 §9: the symbol list is cached for an hour (the server caches the exchange's too). */
export function useAiSymbols(marketType: MarketType) {
  const callFunction = useCallFunction();
  return useQuery({
    queryKey: queryKeys.aiSymbols(marketType),
    queryFn: () => callFunction('gptchart-symbols', { marketType }),
    staleTime: AI_LIMITS.symbolCacheMs,
    gcTime: AI_LIMITS.symbolCacheMs,
    retry: false,
  });
}

/** The connected wallet once its session is signed in (wallet-scoped reads wait for it). */
function useSignedInAddress(): Address | undefined {
  const { address } = useAccount();
  const signedIn = useOptionalSession()?.status === 'signed-in';
  return address && signedIn ? address : undefined;
}

/** Whether a wallet is connected, signed in, and how to sign in (the Strategies and History tabs ask). */
export function useAiWallet() {
  const { address, status } = useAccount();
  const session = useOptionalSession();
  return {
    address,
    connected: status === 'connected' && address !== undefined,
    signedIn: session?.status === 'signed-in',
    signingIn: session?.status === 'signing-in' || session?.status === 'checking',
    signIn: session?.signIn,
  };
}

/**
 * Runs an analysis. A connected wallet signs in first, so the analysis is charged to it and kept in
 * its history; a visitor's is charged to the IP. The history is read again afterwards.
 */
export function useAnalyzeChart() {
  const { address, status } = useAccount();
  const session = useOptionalSession();
  const callFunction = useCallFunction();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: FunctionRequest<'gptchart-analyze'>): Promise<AnalysisResult> => {
      if (status === 'connected' && session && session.status !== 'signed-in') await session.signIn();
      try {
        return await callFunction('gptchart-analyze', request);
      } catch (error) {
        // An answer without the analysis' shape: seed 001 §8 'No data received from analysis'.
        if (error instanceof ServerError && error.message === UNEXPECTED_ANSWER) {
          throw new ServerError(error.status, AI_TEXTS.noData);
        }
        throw error;
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.aiHistory(address) }),
  });
}

export function useStrategies() {
  const address = useSignedInAddress();
  const callFunction = useCallFunction();
  return useQuery({
    queryKey: queryKeys.aiStrategies(address),
    queryFn: address
      ? async () =>
          (await callFunction('manage-strategy', { walletAddress: address, action: 'list' })).strategies ?? []
      : skipToken,
    retry: false,
  });
}

/** Create, update and delete, each re-reading the list. */
export function useStrategyActions() {
  const address = useSignedInAddress();
  const callFunction = useCallFunction();
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: queryKeys.aiStrategies(address) });
  const wallet = () => {
    if (!address) throw new Error('Wallet not connected');
    return address;
  };
  const create = useMutation({
    mutationFn: (strategy: StrategyInput) =>
      callFunction('manage-strategy', { walletAddress: wallet(), action: 'create', strategy }),
    onSettled,
  });
  const update = useMutation({
    mutationFn: ({ id, strategy }: { id: string; strategy: StrategyInput }) =>
      callFunction('manage-strategy', {
        walletAddress: wallet(),
        action: 'update',
        strategyId: id,
        strategy,
      }),
    onSettled,
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      callFunction('manage-strategy', { walletAddress: wallet(), action: 'delete', strategyId: id }),
    onSettled,
  });
  return { create, update, remove };
}

/** Seed 001 §7: the signed-in wallet's latest 20 analyses, newest first, as results. */
export function useAnalysisHistory() {
  const address = useSignedInAddress();
  const callFunction = useCallFunction();
  return useQuery({
    queryKey: queryKeys.aiHistory(address),
    queryFn: address
      ? async () => {
          const { history } = await callFunction('ai-analysis-history', { walletAddress: address });
          return history.map((row) => historyRowToResult(row, Number.NaN));
        }
      : skipToken,
    retry: false,
  });
}
