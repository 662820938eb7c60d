import { formatLargeNumber, type PlatformStats } from '@pluto/core';
import { StatCard } from '../../ui';
import { formatUpdateTime } from './use-stats-screen';

const usd = (value: number) => formatLargeNumber(value, { currency: true, trillions: true });

/** Seed 001 §2: the seven cards, from the latest statistics row (undefined while loading). */
export function StatsCards({ stats }: { stats: PlatformStats | undefined }) {
  const pool = stats?.liquidityPool;
  const poolValue = (value: number | undefined) =>
    stats === undefined ? undefined : value === undefined ? '—' : usd(value);
  const poolHint = pool ? `as of ${formatUpdateTime(pool.enteredAt)}` : stats ? 'Not entered yet' : undefined;
  return (
    <section aria-label="Platform statistics" className="grid grid-cols-2 gap-2 md:grid-cols-4">
      <StatCard label="Daily Volume" value={stats && usd(stats.dailyVolume)} hint="last 24 h" />
      <StatCard label="Open Interest" value={stats && usd(stats.openInterest)} />
      <StatCard
        label="Active Traders"
        value={stats?.activeTraders.toLocaleString('en-US')}
        hint="last 24 h"
      />
      <StatCard label="Total Volume" value={stats && usd(stats.totalVolume)} hint="all time" />
      <StatCard
        label="Total Invested in Liquidity Pools"
        value={poolValue(pool?.liquidityPoolInvestment)}
        hint={poolHint}
      />
      <StatCard
        label="Total Paid Out From Investments"
        value={poolValue(pool?.paidOutInvestments)}
        hint={poolHint}
      />
      <StatCard
        label="Total System Earnings"
        value={stats && usd(stats.systemEarnings)}
        hint="builder fees received"
        className="col-span-2 md:col-span-1"
      />
    </section>
  );
}
