import type {
  ExtraAgentsResponse,
  MaxBuilderFeeResponse,
  PortfolioResponse,
  SpotClearinghouseStateResponse,
  UserFeesResponse,
  UserFillsResponse,
  UserNonFundingLedgerUpdatesResponse,
  UserRoleResponse,
} from '@nktkas/hyperliquid/api/info';
import { masterOf } from './auth';
import { type Dec, div, mul, parseDec, toWire } from './decimal';
import { BASE_FEES, type FeeTier, USD_DECIMALS, VIP_TIERS } from './fees';
import { fillNtl, fillWire } from './fill-record';
import { addCurrentPortfolioPoint } from './funds';
import type { EngineState, PortfolioPoint } from './state';
import { usdValue } from './usd';

/** Account info answers added with agents and funds (doc §3.8-§3.15), typed against the SDK. */

const DAY = 86_400_000;
const usd = (d: Dec) => toWire(d, USD_DECIMALS);
/** Time-ranged answers return at most 500 items (doc §1), oldest first from `startTime`. */
export const MAX_RANGE_ITEMS = 500;
/** `userFillsByTime` returns at most 2000 fills per call (doc §3.8). */
export const MAX_FILLS_BY_TIME = 2000;

/**
 * `userFunding` and `userNonFundingLedgerUpdates` without `startTime` answer the newest 2000 items up
 * to `endTime`, newest first, as Hyperliquid was observed to (nktkas/hyperliquid#102).
 */
export const MAX_LATEST_ITEMS = 2000;

/** Items with time in [startTime, endTime] (no end: up to the newest), oldest first, at most `cap`. */
export function inRange<T extends { time: number }>(
  items: readonly T[],
  startTime: number,
  endTime: number | null | undefined,
  cap: number,
): T[] {
  const end = endTime ?? Number.MAX_SAFE_INTEGER;
  return items.filter((x) => x.time >= startTime && x.time <= end).slice(0, cap);
}

/** A funding or ledger answer: oldest first from `startTime`, or the newest first without it. */
export function timeRanged<T extends { time: number }>(
  items: readonly T[],
  startTime: number | null,
  endTime: number | null | undefined,
): T[] {
  if (startTime !== null) return inRange(items, startTime, endTime, MAX_RANGE_ITEMS);
  const end = endTime ?? Number.MAX_SAFE_INTEGER;
  return items
    .filter((x) => x.time <= end)
    .slice(-MAX_LATEST_ITEMS)
    .reverse();
}

export function userRole(state: EngineState, user: string): UserRoleResponse {
  const u = user.toLowerCase();
  const master = masterOf(state, u, state.time);
  if (master !== undefined) return { role: 'agent', data: { user: master as `0x${string}` } };
  return { role: state.accounts.has(u) ? 'user' : 'missing' };
}

/** Named, unexpired agents only (the unnamed agent is not listed, doc §3.11). */
export function extraAgents(state: EngineState, user: string): ExtraAgentsResponse {
  return (state.agents.get(user.toLowerCase()) ?? [])
    .filter((a) => a.name !== '' && a.validUntil > state.time)
    .map((a) => ({ name: a.name, address: a.address as `0x${string}`, validUntil: a.validUntil }));
}

/** Approved rate in tenths of a basis point; 0 when nothing is approved (doc §10.9). */
export function maxBuilderFee(state: EngineState, user: string, builder: string): MaxBuilderFeeResponse {
  return state.builderApprovals.get(user.toLowerCase())?.get(builder.toLowerCase()) ?? 0;
}

export function spotClearinghouseState(state: EngineState, user: string): SpotClearinghouseStateResponse {
  const spot = state.accounts.get(user.toLowerCase())?.spotUsdc ?? 0n;
  return {
    balances: spot === 0n ? [] : [{ coin: 'USDC', token: 0, total: usd(spot), hold: '0.0', entryNtl: '0.0' }],
  };
}

export function userNonFundingLedgerUpdates(
  state: EngineState,
  user: string,
  startTime: number | null,
  endTime?: number | null,
): UserNonFundingLedgerUpdatesResponse {
  return timeRanged(state.ledger.get(user.toLowerCase()) ?? [], startTime, endTime);
}

type Fill = UserFillsResponse[number];

/** Oldest first from `startTime`; `aggregateByTime` merges partial fills of one order at one instant. */
export function userFillsByTime(
  state: EngineState,
  user: string,
  startTime: number,
  endTime?: number | null,
  aggregateByTime?: boolean | null,
): UserFillsResponse {
  const stored = inRange(
    state.fills.get(user.toLowerCase())?.slice() ?? [],
    startTime,
    endTime,
    Number.MAX_SAFE_INTEGER,
  );
  return aggregateByTime
    ? aggregateFills(stored.map(fillWire)).slice(0, MAX_FILLS_BY_TIME)
    : stored.slice(0, MAX_FILLS_BY_TIME).map(fillWire);
}

/** Merges consecutive partial fills of one order at one instant (`aggregateByTime`). */
export function aggregateFills(fills: readonly Fill[]): Fill[] {
  const out: Fill[] = [];
  for (const f of fills) {
    const prev = out.at(-1);
    if (!prev || prev.oid !== f.oid || prev.time !== f.time || prev.crossed !== f.crossed) {
      out.push({ ...f });
      continue;
    }
    const sz = num(prev.sz) + num(f.sz);
    const px = div(mul(num(prev.px), num(prev.sz)) + mul(num(f.px), num(f.sz)), sz);
    const builderFee = num(prev.builderFee ?? '0') + num(f.builderFee ?? '0');
    out[out.length - 1] = {
      ...prev,
      px: toWire(px, 8),
      sz: toWire(sz),
      closedPnl: toWire(num(prev.closedPnl) + num(f.closedPnl)),
      fee: toWire(num(prev.fee) + num(f.fee)),
      ...(builderFee !== 0n ? { builderFee: toWire(builderFee) } : {}),
    };
  }
  return out;
}

function num(s: string): Dec {
  return parseDec(s) ?? 0n;
}

const wireTier = (t: FeeTier) => ({
  ntlCutoff: toWire(t.ntlCutoff),
  cross: toWire(t.cross),
  add: toWire(t.add),
  spotCross: toWire(t.spotCross),
  spotAdd: toWire(t.spotAdd),
});

/** The base tier schedule (every user pays it here) and the user's daily volume from its fills. */
export function userFees(state: EngineState, user: string): UserFeesResponse {
  const days = new Map<string, { cross: Dec; add: Dec }>();
  for (const f of state.fills.get(user.toLowerCase()) ?? []) {
    const date = new Date(f.time).toISOString().slice(0, 10);
    const d = days.get(date) ?? { cross: 0n, add: 0n };
    const ntl = fillNtl(f);
    if (f.crossed) d.cross += ntl;
    else d.add += ntl;
    days.set(date, d);
  }
  const exchange = new Map<string, Dec>();
  for (const ms of state.markets) {
    for (const h of ms.hours) {
      const date = new Date(h.hour).toISOString().slice(0, 10);
      exchange.set(date, (exchange.get(date) ?? 0n) + usdValue(h.ntl));
    }
  }
  const base = wireTier(BASE_FEES);
  return {
    dailyUserVlm: [...days.entries()].slice(-15).map(([date, d]) => ({
      date,
      userCross: usd(d.cross),
      userAdd: usd(d.add),
      exchange: usd(exchange.get(date) ?? 0n),
    })),
    feeSchedule: {
      cross: base.cross,
      add: base.add,
      spotCross: base.spotCross,
      spotAdd: base.spotAdd,
      tiers: {
        vip: VIP_TIERS.map(wireTier),
        mm: [
          { makerFractionCutoff: '0.005', add: '-0.00001' },
          { makerFractionCutoff: '0.015', add: '-0.00002' },
          { makerFractionCutoff: '0.03', add: '-0.00003' },
        ],
      },
      referralDiscount: '0.04',
      stakingDiscountTiers: [{ bpsOfMaxSupply: '0.0', discount: '0.0' }],
    },
    userCrossRate: base.cross,
    userAddRate: base.add,
    userSpotCrossRate: base.spotCross,
    userSpotAddRate: base.spotAdd,
    activeReferralDiscount: '0.0',
    trial: null,
    feeTrialEscrow: '0.0',
    nextTrialAvailableTimestamp: null,
    stakingLink: null,
    activeStakingDiscount: { bpsOfMaxSupply: '0.0', discount: '0.0' },
  };
}

type PortfolioData = PortfolioResponse[number][1];

/**
 * `portfolio` (doc §3.13) from the recorded samples (deposits, withdrawals, transfers, every 15 min)
 * plus the live value now. PnL = value - net flows, relative to the period's first point; `vlm` sums
 * the user's fills in the period. Only perps trade here, so the perp periods differ only by leaving
 * the spot USDC balance out.
 */
export function portfolio(state: EngineState, user: string): PortfolioResponse {
  const u = user.toLowerCase();
  const account = state.accounts.get(u);
  const points: PortfolioPoint[] = [...(state.portfolio.get(u) ?? [])];
  if (account) addCurrentPortfolioPoint(points, state, account);
  const fills = state.fills.get(u)?.slice() ?? [];
  const data = (window: number, perpOnly: boolean): PortfolioData => {
    const from = state.time - window;
    const inWindow = points.filter((p) => p.time >= from);
    const value = (p: PortfolioPoint) => (perpOnly ? p.perp : p.total);
    const flows = (p: PortfolioPoint) => (perpOnly ? p.perpFlows : p.flows);
    const first = inWindow[0];
    const base = first ? value(first) - flows(first) : 0n;
    const vlm = fills.filter((f) => f.time >= from).reduce((a, f) => a + fillNtl(f), 0n);
    return {
      accountValueHistory: inWindow.map((p) => [p.time, usd(value(p))]),
      pnlHistory: inWindow.map((p) => [p.time, usd(value(p) - flows(p) - base)]),
      vlm: usd(vlm),
    };
  };
  const all = Number.POSITIVE_INFINITY;
  return [
    ['day', data(DAY, false)],
    ['week', data(7 * DAY, false)],
    ['month', data(30 * DAY, false)],
    ['allTime', data(all, false)],
    ['perpDay', data(DAY, true)],
    ['perpWeek', data(7 * DAY, true)],
    ['perpMonth', data(30 * DAY, true)],
    ['perpAllTime', data(all, true)],
  ];
}
