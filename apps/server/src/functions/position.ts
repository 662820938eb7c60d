import { parseExactDecimal } from '@pluto/core';
import type { Address } from 'viem';
import type { FunctionContext } from './function-definition';
import { failed, type TradingAnswer } from './trading';

export interface OpenPosition {
  coin: string;
  /** Signed size: positive long, negative short. */
  szi: string;
  entryPx: string;
  isLong: boolean;
  /** |szi|: what closes it. */
  size: string;
}

/** The user's open position on `symbol`, or the failure to answer. */
export async function findPosition(
  context: FunctionContext,
  user: Address,
  symbol: string,
): Promise<OpenPosition | TradingAnswer<never>> {
  const state = await context.exchange.info.clearinghouseState({ user });
  const position = state.assetPositions.find(
    (entry) => entry.position.coin === symbol && (parseExactDecimal(entry.position.szi) ?? 0n) !== 0n,
  )?.position;
  if (!position) return failed(`No open ${symbol} position`);
  const isLong = !position.szi.startsWith('-');
  return {
    coin: position.coin,
    szi: position.szi,
    entryPx: position.entryPx,
    isLong,
    size: isLong ? position.szi : position.szi.slice(1),
  };
}

export function isPosition(value: OpenPosition | TradingAnswer<never>): value is OpenPosition {
  return 'szi' in value;
}
