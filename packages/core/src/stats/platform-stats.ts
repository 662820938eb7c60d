/**
 * Platform statistics and the top-traders leaderboard (seed 001 §2 "Platform statistics", §3, §9,
 * issue 23): what the server's platform-activity indexer computes from the platform users' fills and
 * account state, and what the `/stats` page shows. Pure formulas; the server sums the same way in SQL
 * and its tests recompute with these.
 */

/** Seed 001 §9: up to 50 leaderboard rows. */
export const LEADERBOARD_SIZE = 50;
/** Daily volume and active traders count the fills of the last 24 h. */
export const DAILY_WINDOW_MS = 86_400_000;

/** The fields of an exchange fill (hyperliquid-api §3.8) the statistics read; numbers as decimal strings. */
export interface PlatformFillLike {
  px: string;
  sz: string;
  time: number;
  closedPnl: string;
  /** Total fee including the builder fee (negative: a rebate). */
  fee: string;
  /** The builder's part of `fee`; absent when zero. */
  builderFee?: string | undefined;
}

const num = (value: string | undefined): number => {
  const parsed = Number(value ?? '0');
  return Number.isFinite(parsed) ? parsed : 0;
};

/** A fill's USD notional: price × size. */
export function fillNotional(fill: Pick<PlatformFillLike, 'px' | 'sz'>): number {
  return Math.abs(num(fill.px) * num(fill.sz));
}

/** The builder fee a fill paid to the platform (0 when the fill carries none). */
export function fillBuilderFee(fill: Pick<PlatformFillLike, 'builderFee'>): number {
  return num(fill.builderFee);
}

/** A fill's realised result: closed PnL net of the whole fee it paid. */
export function fillNetPnl(fill: Pick<PlatformFillLike, 'closedPnl' | 'fee'>): number {
  return num(fill.closedPnl) - num(fill.fee);
}

/** Totals of one trader's (or the platform's) fills. */
export interface FillTotals {
  volume: number;
  trades: number;
  realizedPnl: number;
  builderFees: number;
}

export function fillTotals(fills: readonly PlatformFillLike[]): FillTotals {
  const totals: FillTotals = { volume: 0, trades: 0, realizedPnl: 0, builderFees: 0 };
  for (const fill of fills) {
    totals.volume += fillNotional(fill);
    totals.trades += 1;
    totals.realizedPnl += fillNetPnl(fill);
    totals.builderFees += fillBuilderFee(fill);
  }
  return totals;
}

/** The fills of the 24 h ending at `now`. */
export function isInDailyWindow(time: number, now: number): boolean {
  return time > now - DAILY_WINDOW_MS && time <= now;
}

/** A position as `clearinghouseState` reports it (hyperliquid-api §3.4): its open notional. */
export interface OpenPositionLike {
  positionValue: string;
  unrealizedPnl: string;
}

/** The account state of one platform user that the statistics read. */
export interface TraderAccountLike {
  accountValue: string;
  positions: readonly OpenPositionLike[];
}

export function openNotional(account: TraderAccountLike): number {
  return account.positions.reduce((sum, position) => sum + Math.abs(num(position.positionValue)), 0);
}

export function unrealizedPnl(account: TraderAccountLike): number {
  return account.positions.reduce((sum, position) => sum + num(position.unrealizedPnl), 0);
}

/**
 * Return on investment in percent: the PnL over the capital the trader put in, taken as the account
 * value less that PnL (deposits net of withdrawals). 0 when nothing was put in, so an empty account
 * never shows an infinite or negative-capital ratio.
 */
export function roiPercent(pnl: number, accountValue: number): number {
  const capital = accountValue - pnl;
  if (!(capital > 0) || !Number.isFinite(pnl)) return 0;
  return (pnl / capital) * 100;
}

/** One row of the leaderboard (seed 001 §3 leaderboard entry). */
export interface LeaderboardEntry {
  ethAddress: string;
  accountValue: number;
  /** All time: the indexed fills' realised PnL net of fees plus the open positions' unrealised PnL. */
  pnl: number;
  vlm: number;
  nTrades: number;
  /** Percent. */
  roi: number;
}

/** What the leaderboard knows of one platform trader. */
export interface TraderActivity {
  address: string;
  accountValue: number;
  /** The open positions' unrealised PnL. */
  unrealizedPnl: number;
  fills: FillTotals;
}

export function leaderboardEntry(trader: TraderActivity): LeaderboardEntry {
  const pnl = trader.fills.realizedPnl + trader.unrealizedPnl;
  return {
    ethAddress: trader.address.toLowerCase(),
    accountValue: trader.accountValue,
    pnl,
    vlm: trader.fills.volume,
    nTrades: trader.fills.trades,
    roi: roiPercent(pnl, trader.accountValue),
  };
}

/**
 * The top traders by account value, largest first (ties by address so every replica ranks alike);
 * traders without an account value are left out.
 */
export function rankLeaderboard(
  entries: readonly LeaderboardEntry[],
  size: number = LEADERBOARD_SIZE,
): LeaderboardEntry[] {
  return entries
    .filter((entry) => entry.accountValue > 0)
    .sort((a, b) => b.accountValue - a.accountValue || a.ethAddress.localeCompare(b.ethAddress))
    .slice(0, size);
}

/** The figures of one `platform_stats` row that the indexer computes (seed 001 §3, issue 23). */
export interface PlatformActivityFigures {
  dailyVolume: number;
  openInterest: number;
  activeTraders: number;
  totalVolume: number;
  /** Builder fees actually received (the fills' `builderFee`). */
  systemEarnings: number;
}

export interface PlatformFillOf extends PlatformFillLike {
  user: string;
}

/** The platform figures from every platform fill and every platform user's account state. */
export function platformActivityFigures(
  fills: readonly PlatformFillOf[],
  accounts: readonly TraderAccountLike[],
  now: number,
): PlatformActivityFigures {
  let dailyVolume = 0;
  let totalVolume = 0;
  let systemEarnings = 0;
  const active = new Set<string>();
  for (const fill of fills) {
    const notional = fillNotional(fill);
    totalVolume += notional;
    systemEarnings += fillBuilderFee(fill);
    if (isInDailyWindow(fill.time, now)) {
      dailyVolume += notional;
      active.add(fill.user.toLowerCase());
    }
  }
  const openInterest = accounts.reduce((sum, account) => sum + openNotional(account), 0);
  return { dailyVolume, openInterest, activeTraders: active.size, totalVolume, systemEarnings };
}
