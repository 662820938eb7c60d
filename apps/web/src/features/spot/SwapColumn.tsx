import type { SpotPair } from '@pluto/core';
import { Suspense, useState } from 'react';
import { ConnectWalletDialog } from '../wallet';
import { SwapPanel } from './SwapPanel';
import { useSwitchOnConnect } from './use-pair-network';
import { useSwapPanel } from './use-swap-panel';

/**
 * The swap panel with its wallet (wagmi) parts: loaded with the wallet layer, after the pair page's
 * market parts have painted. Also asks a wallet on another chain to switch to the pair's (seed 002 §4).
 */
export default function SwapColumn({ pair }: { pair: SpotPair }) {
  const model = useSwapPanel(pair);
  const [connectOpen, setConnectOpen] = useState(false);
  useSwitchOnConnect(pair.chain_id);
  return (
    <>
      <SwapPanel model={model} onConnect={() => setConnectOpen(true)} />
      <Suspense fallback={null}>
        {connectOpen && <ConnectWalletDialog open onOpenChange={(open) => !open && setConnectOpen(false)} />}
      </Suspense>
    </>
  );
}
