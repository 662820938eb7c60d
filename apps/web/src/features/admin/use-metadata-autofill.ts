import {
  ADMIN_TEXTS,
  isContractAddress,
  metadataLoadedText,
  TOKEN_METADATA_DELAY_MS,
  type TokenFormValues,
} from '@pluto/core';
import { useEffect } from 'react';
import { useTokenMetadataLookup } from '../../data';
import { notify } from '../../ui';

/**
 * Seed 002 §4 metadata auto-fill: in create mode, 500 ms after a valid address is entered or the
 * chain changes, the token's metadata fills the form; on failure the admin goes on by hand.
 */
export function useMetadataAutofill(
  enabled: boolean,
  chainId: number | null,
  address: string,
  fill: (patch: Partial<TokenFormValues>) => void,
) {
  const lookup = useTokenMetadataLookup();
  useEffect(() => {
    const trimmed = address.trim();
    if (!enabled || chainId === null || !isContractAddress(trimmed)) return;
    let current = true;
    const timer = setTimeout(async () => {
      try {
        const answer = await lookup(chainId, trimmed as `0x${string}`);
        if (!current) return;
        if ('error' in answer || !answer.symbol) return notify.error(ADMIN_TEXTS.metadataEmpty);
        fill({
          symbol: answer.symbol,
          name: answer.name,
          decimals: String(answer.decimals),
          ...(answer.logoUrl && { logoUrl: answer.logoUrl }),
        });
        notify.success(metadataLoadedText(answer.name, answer.symbol));
      } catch {
        if (current) notify.error(ADMIN_TEXTS.metadataFailed);
      }
    }, TOKEN_METADATA_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [enabled, chainId, address, lookup, fill]);
}
