import { ExternalLink } from 'lucide-react';
import { Panel } from '../../ui';
import { Leaderboard } from './Leaderboard';
import { StatsCards } from './StatsCards';
import { TraderPositionsDialog } from './TraderPositionsDialog';
import { formatUpdateTime, useStatsScreen } from './use-stats-screen';

/**
 * `/stats` (seed 001 §2 "Platform statistics", issue 23): the seven cards and the leaderboard, from
 * figures the server computes out of the platform's real fills. A failed refresh keeps the last
 * figures with their time and says so; nothing is ever filled in with sample figures.
 */
export default function StatsScreen() {
  const { stats, leaderboard, investUrl, trader, closeTrader } = useStatsScreen();
  const row = stats.data;
  const statsError = stats.error?.message;
  return (
    <div className="mx-auto flex w-full max-w-[1400px] flex-col gap-3 px-3 py-4 sm:px-4 sm:py-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-semibold text-fg text-xl">Platform Statistics</h1>
          <p className="text-muted text-xs">
            Computed from the platform's own trades; updates every minute.
            {row && <> Last update {formatUpdateTime(row.lastUpdate)}.</>}
          </p>
        </div>
        <a
          href={investUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex h-8 items-center gap-1.5 rounded-[5px] bg-accent px-3 font-semibold text-sm text-white hover:bg-accent-strong"
        >
          INVEST <ExternalLink size={13} aria-hidden />
        </a>
      </header>
      {statsError && row !== undefined && (
        <p role="alert" className="rounded-md border border-warn/40 bg-warn/10 px-3 py-2 text-warn text-xs">
          The latest update failed ({statsError}); showing the figures
          {row ? ` of ${formatUpdateTime(row.lastUpdate)}` : ''}.
        </p>
      )}
      {statsError && row === undefined ? (
        <p
          role="alert"
          className="rounded-md border border-down/40 bg-down/10 px-3 py-6 text-center text-down text-sm"
        >
          Error loading statistics: {statsError}
        </p>
      ) : row === null ? (
        <p className="rounded-md border border-line bg-panel px-3 py-6 text-center text-muted text-sm">
          No statistics yet: the first figures are computed within a minute of the server's start.
        </p>
      ) : (
        <StatsCards stats={row} />
      )}
      <Panel
        title="Top Traders Leaderboard"
        actions={<span className="text-faint text-[11px]">updates every minute</span>}
      >
        <Leaderboard
          rows={leaderboard.data?.entries}
          loading={leaderboard.isPending}
          initializing={leaderboard.initializing}
          error={leaderboard.error ? `Error loading leaderboard: ${leaderboard.error.message}` : undefined}
        />
      </Panel>
      {trader && <TraderPositionsDialog trader={trader} onClose={closeTrader} />}
    </div>
  );
}
