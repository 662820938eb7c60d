import { pairRoutePath, SPOT_ENTRY_FALLBACK_PATH, spotEntryLoadingText, spotRouteChainId } from '@pluto/core';
import { Navigate, useParams } from 'react-router';
import { useFirstEnabledPair } from '../../data';
import { Spinner } from '../../ui';

/**
 * Seed 002 §2.5: `/spot` and `/spot/{chain}` go to the newest enabled pair (of that chain), replacing
 * the URL; no pair or a failed lookup goes to /perpetual.
 */
export default function SpotEntryScreen() {
  const chainId = spotRouteChainId(useParams().chain);
  const first = useFirstEnabledPair(chainId);
  if (first.isPending) return <SpotEntryLoading text={spotEntryLoadingText(chainId)} />;
  const pair = first.data;
  const target =
    pair &&
    pairRoutePath({ chainId: pair.chain_id, baseSymbol: pair.base_symbol, quoteSymbol: pair.quote_symbol });
  return <Navigate to={target ?? SPOT_ENTRY_FALLBACK_PATH} replace />;
}

export function SpotEntryLoading({ text }: { text: string }) {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-2">
      <h1 className="font-semibold text-fg text-lg">Spot Trading</h1>
      <p className="flex items-center gap-3 text-muted text-sm" role="status">
        <Spinner size={18} />
        {text}
      </p>
    </div>
  );
}
