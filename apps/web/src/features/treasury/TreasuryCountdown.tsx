import { countdownParts, formatLaunchUtc, isTreasuryLive, padTwo, TREASURY_LAUNCH_AT_MS } from '@pluto/core';
import { useEffect, useState } from 'react';
import { Badge } from '../../ui';

const UNITS = [
  ['days', 'Days'],
  ['hours', 'Hours'],
  ['minutes', 'Minutes'],
  ['seconds', 'Seconds'],
] as const;

/** The time now, ticking each second. */
function useNowEachSecond(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** Seed 002 §2.7: the countdown to the launch (the download-timer page's rule); zeros once passed. */
export function TreasuryCountdown() {
  const now = useNowEachSecond();
  const parts = countdownParts(TREASURY_LAUNCH_AT_MS, now);
  const live = isTreasuryLive(now);
  return (
    <section aria-labelledby="treasury-countdown" className="rounded-lg border border-line bg-panel p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id="treasury-countdown" className="font-medium text-muted text-xs uppercase tracking-wider">
          Treasury Goes Live In
        </h2>
        {live ? <Badge tone="up">Treasury is live</Badge> : null}
      </div>
      <div className="mt-3 grid grid-cols-4 gap-2" role="timer" aria-label="Countdown to the treasury launch">
        {UNITS.map(([unit, label]) => (
          <div key={unit} className="rounded-md border border-line bg-surface px-2 py-2 text-center">
            <div data-unit={unit} className="font-mono font-semibold text-2xl text-fg tabular-nums">
              {padTwo(parts[unit])}
            </div>
            <div className="text-[11px] text-muted">{label}</div>
          </div>
        ))}
      </div>
      <p className="mt-2 text-muted text-xs">
        {live
          ? `The treasury launched on ${formatLaunchUtc(TREASURY_LAUNCH_AT_MS)}; eligible holders share each pool.`
          : `Launch: ${formatLaunchUtc(TREASURY_LAUNCH_AT_MS)}.`}
      </p>
    </section>
  );
}
