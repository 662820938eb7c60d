import {
  formatPercent,
  formatUsdAmount,
  TREASURY_MIN_HOLDING_USD,
  TREASURY_POOL_SHARE,
  TREASURY_TOP_HOLDERS,
  treasuryAllocation,
  treasuryPool,
} from '@pluto/core';
import { Landmark } from 'lucide-react';
import { usePlatformStats, useTreasuryHolders } from '../../data';
import { PersonalPosition } from './PersonalPosition';
import { TopHoldersTable } from './TopHoldersTable';
import { TransactionHistory } from './TransactionHistory';
import { TreasuryCountdown } from './TreasuryCountdown';

const poolPercent = formatPercent(TREASURY_POOL_SHARE * 100, { decimals: 0 });
/** Seed 002 §9's worked example, computed by the rule itself. */
const exampleAllocation = formatUsdAmount(treasuryAllocation(2, 100, 10_000));

const INFO_CARDS = [
  {
    title: 'How it works',
    text: `${poolPercent} of the platform's earnings (the builder fees it receives) fills the treasury pool, shared among $PLUTO holders on BSC.`,
  },
  {
    title: 'Eligibility',
    text: `Hold at least $${TREASURY_MIN_HOLDING_USD} of $PLUTO and rank among the top ${TREASURY_TOP_HOLDERS} holders. Burn addresses and contracts are not ranked.`,
  },
  {
    title: 'Distribution',
    text: `Your allocation is your percentage of the supply divided by the sum of the top-${TREASURY_TOP_HOLDERS} percentages, times the pool: 2% of a $10,000 pool gives ${exampleAllocation}.`,
  },
] as const;

/**
 * The total pool: 1 % of the system's earnings, the builder fees the platform statistics count
 * (`platform-stats`); 'No data' until the server's first statistics refresh.
 */
function TotalPool({ poolUsd }: { poolUsd: number | null }) {
  return (
    <section aria-labelledby="treasury-pool" className="rounded-lg border border-line bg-panel p-4">
      <h2 id="treasury-pool" className="font-medium text-muted text-xs uppercase tracking-wider">
        Total Pool
      </h2>
      <p className="mt-3 font-semibold text-3xl text-fg tabular-nums">
        {poolUsd === null ? 'No data' : formatUsdAmount(poolUsd)}
      </p>
      <p className="mt-1 text-muted text-xs">{poolPercent} of system earnings</p>
    </section>
  );
}

export default function TreasuryPage() {
  const holders = useTreasuryHolders();
  const stats = usePlatformStats();
  const poolUsd = stats.data ? treasuryPool(stats.data.systemEarnings) : null;
  return (
    <div className="mx-auto w-full max-w-[1200px] px-3 py-6 sm:px-6">
      <header className="flex items-start gap-3">
        <Landmark aria-hidden className="mt-1 size-6 text-accent-strong" />
        <div>
          <p className="font-medium text-accent-strong text-xs uppercase tracking-[0.14em]">$PLUTO holders</p>
          <h1 className="font-semibold text-2xl text-fg tracking-tight">Treasury</h1>
          <p className="mt-1 max-w-2xl text-muted text-sm">
            Holders of $PLUTO on BSC share {poolPercent} of Pluto's earnings. Balances, ranks and the top{' '}
            {TREASURY_TOP_HOLDERS} come straight from the $PLUTO token on chain.
          </p>
        </div>
      </header>
      <div className="mt-5 grid gap-3 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <TreasuryCountdown />
        </div>
        <TotalPool poolUsd={poolUsd} />
      </div>
      <div className="mt-3 grid gap-3 lg:grid-cols-2">
        <PersonalPosition holders={holders.data?.holders} poolUsd={poolUsd} />
        <TransactionHistory />
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        {INFO_CARDS.map((card) => (
          <section key={card.title} className="rounded-lg border border-line bg-panel p-4">
            <h2 className="font-medium text-fg text-sm">{card.title}</h2>
            <p className="mt-1 text-muted text-xs leading-relaxed">{card.text}</p>
          </section>
        ))}
      </div>
      <div className="mt-3">
        <TopHoldersTable
          holders={holders.data?.holders}
          loading={holders.isPending}
          error={holders.isError ? holders.error.message : undefined}
          refreshedAt={holders.data?.refreshedAt}
        />
      </div>
    </div>
  );
}
