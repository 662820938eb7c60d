import type { WebData2Response } from '@nktkas/hyperliquid/api/info';
import { parseDec, toWire } from './decimal';
import type { EngineState } from './state';
import { clearinghouseState, frontendOpenOrders, spotClearinghouseState } from './views';
import { type DayStatsSource, metaAndAssetCtxs } from './views-market';
import { perpsAtOpenInterestCap } from './views-perps';

/** The front end's all-in-one answers (`webData2` info, the `webData3` channel's user state). */

/** The user's unnamed agent, net deposits (deposits − withdrawals) and the server time. */
export function webUserState(state: EngineState, user: string) {
  const agent = state.agents.get(user)?.find((a) => a.name === '' && a.validUntil > state.time);
  let cum = 0n;
  for (const e of state.ledger.get(user) ?? []) {
    const usdc = 'usdc' in e.delta ? (parseDec(e.delta.usdc) ?? 0n) : 0n;
    if (e.delta.type === 'deposit') cum += usdc;
    else if (e.delta.type === 'withdraw') cum -= usdc;
  }
  return {
    agentAddress: (agent?.address as `0x${string}` | undefined) ?? null,
    agentValidUntil: agent?.validUntil ?? null,
    cumLedger: toWire(cum),
    serverTime: state.time,
    isVault: false,
    user: user as `0x${string}`,
  };
}

/**
 * `webData2`: the user's perp and spot state, open orders and agent with every perp's context. No
 * vaults or TWAPs exist here (empty lists, zero vault equity); spot has no pairs yet.
 */
export function webData2(state: EngineState, user: string, days?: DayStatsSource): WebData2Response {
  const [meta, assetCtxs] = metaAndAssetCtxs(state, days);
  const atCap = perpsAtOpenInterestCap(state);
  return {
    clearinghouseState: clearinghouseState(state, user),
    leadingVaults: [],
    totalVaultEquity: '0.0',
    openOrders: frontendOpenOrders(state, user),
    ...webUserState(state, user),
    meta,
    assetCtxs,
    twapStates: [],
    spotState: spotClearinghouseState(state, user),
    spotAssetCtxs: [],
    ...(atCap.length > 0 ? { perpsAtOpenInterestCap: atCap } : {}),
  };
}
