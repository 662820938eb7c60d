import {
  ADMIN_PAGE_SIZE,
  type AdminRole,
  coinLogoName,
  type LiquidityPoolForm,
  nextAdminOffset,
  type PairWritePayload,
  type TokenWritePayload,
  WALLET_NOT_CONNECTED_MESSAGE,
} from '@pluto/core';
import { skipToken, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAccount } from '../account/account';
import { queryKeys } from '../query-keys';
import { useCallFunction } from '../server/functions';
import { ADMIN_LIST_QUERY } from '../timings';

/** The connected wallet, or the seed's 'Wallet not connected' (seed 002 §6). */
function useAdminWallet() {
  const { address } = useAccount();
  return {
    address,
    wallet: () => {
      if (!address) throw new Error(WALLET_NOT_CONNECTED_MESSAGE);
      return address;
    },
  };
}

/** Pages of 50 with the exact count; the next page only after a full one (seed 002 §7, §9). */
const pagedList = { initialPageParam: 0, ...ADMIN_LIST_QUERY };
const nextOf = (pages: readonly unknown[], rows: number) =>
  nextAdminOffset((pages.length - 1) * ADMIN_PAGE_SIZE, rows);

/** Seed 002 §7 admin tokens table, searched (case-insensitive, partial) on symbol, name or address. */
export function useAdminTokens(search: string) {
  const { address, wallet } = useAdminWallet();
  const call = useCallFunction();
  return useInfiniteQuery({
    queryKey: queryKeys.adminTokens(search),
    queryFn: address
      ? ({ pageParam }) => call('admin-tokens', { walletAddress: wallet(), search, offset: pageParam })
      : skipToken,
    getNextPageParam: (page, pages) => nextOf(pages, page.tokens.length),
    ...pagedList,
  });
}

/** Seed 002 §7 admin pairs view, searched on label, base or quote symbol. */
export function useAdminPairs(search: string) {
  const { address, wallet } = useAdminWallet();
  const call = useCallFunction();
  return useInfiniteQuery({
    queryKey: queryKeys.adminPairs(search),
    queryFn: address
      ? ({ pageParam }) => call('admin-pairs', { walletAddress: wallet(), search, offset: pageParam })
      : skipToken,
    getNextPageParam: (page, pages) => nextOf(pages, page.pairs.length),
    ...pagedList,
  });
}

/** Every token of one chain, by symbol: the pair dialog's base and quote choices (seed 002 §4). */
export function useChainTokens(chainId: number | null) {
  const { address, wallet } = useAdminWallet();
  const call = useCallFunction();
  return useQuery({
    queryKey: queryKeys.adminChainTokens(chainId),
    queryFn:
      address && chainId !== null
        ? async () => {
            const tokens = [];
            for (let offset = 0; ; offset += ADMIN_PAGE_SIZE) {
              const page = await call('admin-tokens', { walletAddress: wallet(), chainId, offset });
              tokens.push(...page.tokens);
              if (nextAdminOffset(offset, page.tokens.length) === null) return tokens;
            }
          }
        : skipToken,
    ...ADMIN_LIST_QUERY,
  });
}

/** Issue 26: every admin write, newest first. */
export function useAdminAuditLog() {
  const { address, wallet } = useAdminWallet();
  const call = useCallFunction();
  return useInfiniteQuery({
    queryKey: queryKeys.adminAudit,
    queryFn: address
      ? ({ pageParam }) => call('admin-audit-log', { walletAddress: wallet(), offset: pageParam })
      : skipToken,
    getNextPageParam: (page, pages) => nextOf(pages, page.entries.length),
    ...pagedList,
  });
}

/** Issue 26: the admins and editors (asked only by an admin). */
export function useAdminList(enabled: boolean) {
  const { address, wallet } = useAdminWallet();
  const call = useCallFunction();
  return useQuery({
    queryKey: queryKeys.adminList,
    queryFn: address && enabled ? () => call('list-admins', { walletAddress: wallet() }) : skipToken,
    ...ADMIN_LIST_QUERY,
  });
}

/** The file as a data URL, as `upload-token-logo` takes it. */
function readDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });
}

export type TokenWrite =
  | { action: 'create' | 'update'; token: TokenWritePayload }
  | { action: 'delete'; id: number };
export type PairWrite =
  | { action: 'create' | 'update'; pair: PairWritePayload }
  | { action: 'delete'; id: number };

/**
 * The dashboard's writes. Each refreshes every admin list after it settles (seed 002 §4), so tables,
 * the pair dialog's token choices and the audit log show the change.
 */
export function useAdminActions() {
  const { wallet } = useAdminWallet();
  const call = useCallFunction();
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: queryKeys.admin });

  const saveToken = useMutation({
    mutationFn: (write: TokenWrite) =>
      call('manage-token', {
        walletAddress: wallet(),
        action: write.action,
        tokenData: write.action === 'delete' ? { id: write.id } : write.token,
      }),
    onSettled,
  });
  const savePair = useMutation({
    mutationFn: (write: PairWrite) =>
      call('manage-pair', {
        walletAddress: wallet(),
        action: write.action,
        pairData: write.action === 'delete' ? { id: write.id } : write.pair,
      }),
    onSettled,
  });
  const uploadLogo = useMutation({
    mutationFn: async ({
      file,
      tokenAddress,
      chainId,
    }: {
      file: Blob;
      tokenAddress: string;
      chainId: number | null;
    }) =>
      (
        await call('upload-token-logo', {
          walletAddress: wallet(),
          tokenAddress,
          chainId,
          imageBase64: await readDataUrl(file),
        })
      ).publicUrl,
    onSettled,
  });
  const uploadPerpLogo = useMutation({
    mutationFn: async ({ file, coin }: { file: Blob; coin: string }) =>
      (
        await call('upload-perp-logo', {
          walletAddress: wallet(),
          coin,
          imageBase64: await readDataUrl(file),
        })
      ).publicUrl,
    // The page's logo manifest gains the name at once, so every CoinLogo on this page shows it.
    onSuccess: (_url, { coin }) =>
      queryClient.setQueryData<readonly string[]>(queryKeys.perpLogos, (names = []) =>
        names.includes(coinLogoName(coin)) ? names : [...names, coinLogoName(coin)].sort(),
      ),
    onSettled,
  });
  const saveLiquidityPool = useMutation({
    mutationFn: (form: LiquidityPoolForm) =>
      call('set-liquidity-pool-figures', {
        walletAddress: wallet(),
        liquidityPoolInvestment: form.liquidityPoolInvestment.trim(),
        paidOutInvestments: form.paidOutInvestments.trim(),
      }),
    // The statistics carry the figures (/stats and this dashboard read the same query).
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.platformStats }),
  });
  const generateAnnouncement = useMutation({
    mutationFn: async ({
      pairId,
      baseTokenLogoUrl,
    }: {
      pairId: number | null;
      baseTokenLogoUrl: string | null;
    }) =>
      (await call('generate-announcement-image-v3', { walletAddress: wallet(), pairId, baseTokenLogoUrl }))
        .imageUrl,
    onSettled,
  });
  const changeRole = useMutation({
    mutationFn: (
      change: { action: 'grant'; address: string; role: AdminRole } | { action: 'revoke'; address: string },
    ) =>
      call('manage-admin', { walletAddress: wallet(), ...change, address: change.address as `0x${string}` }),
    onSettled,
  });
  return {
    saveToken,
    savePair,
    uploadLogo,
    uploadPerpLogo,
    saveLiquidityPool,
    generateAnnouncement,
    changeRole,
  };
}

/**
 * Seed 002 §4, §7 `birdeye-token-metadata`: a token's symbol, name, decimals, logo and links by
 * chain and address, or the provider's `{ error }`. A plain call: the dialog asks it once per
 * settled address or chain.
 */
export function useTokenMetadataLookup() {
  const call = useCallFunction();
  return useCallback(
    (chainId: number, address: `0x${string}`) => call('birdeye-token-metadata', { chainId, address }),
    [call],
  );
}

/** The announcement image as a file, fetched from its URL for download (seed 002 §7). */
export async function fetchImageBlob(url: string): Promise<Blob> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.blob();
}
