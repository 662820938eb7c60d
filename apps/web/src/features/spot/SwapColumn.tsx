import type { SpotPair } from '@pluto/core';
import { useOpenConnectDialog } from '../wallet';
import { SwapPanel } from './SwapPanel';
import { useSwitchOnConnect } from './use-pair-network';
import { useSwapPanel } from './use-swap-panel';

/**
 * The swap panel with its wallet (wagmi) parts: loaded with the wallet layer, after the pair page's
 * market parts have painted. Also asks a wallet on another chain to switch to the pair's (seed 002 §4).
 */
export default function SwapColumn({ pair }: { pair: SpotPair }) {
  const model = useSwapPanel(pair);
  const openConnectDialog = useOpenConnectDialog();
  useSwitchOnConnect(pair.chain_id);
  return <SwapPanel model={model} onConnect={openConnectDialog} />;
}
