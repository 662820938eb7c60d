import { formatFixed } from '@pluto/core';
import { Bot, Clock, Database, ExternalLink, Layers, TriangleAlert, Zap } from 'lucide-react';
import { Link } from 'react-router';
import { useRuntimeConfig } from '../../lib/runtime-config';
import {
  InfoCallout,
  InfoCard,
  InfoCardGrid,
  InfoPageLayout,
  InfoProse,
  InfoSection,
  InfoStat,
  InfoStatGrid,
  InfoSteps,
  primaryActionClass,
  secondaryActionClass,
} from './InfoPageLayout';

/** Advertised figures for the bot and the pool (seed 001 §2 and §9). They are claims, shown as such. */
const BOT = {
  minimumInvestmentUsd: 5_000,
  executionMs: 200,
  dataSources: '50+',
  poolDailyReturnClaim: 'up to 10% daily',
} as const;

const threshold = `$${formatFixed(BOT.minimumInvestmentUsd, 0)}`;

function LiquidityPoolLink({ href, label, primary }: { href: string; label: string; primary?: boolean }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={primary ? primaryActionClass : secondaryActionClass}
    >
      {label}
      <ExternalLink aria-hidden="true" className="size-4" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

export default function PremiumBotPage() {
  const { links } = useRuntimeConfig();

  return (
    <InfoPageLayout
      eyebrow="Automated trading"
      icon={Bot}
      title="Premium BOT"
      subtitle={`An automated trading module for liquidity-pool investors with more than ${threshold} invested. It monitors the market around the clock and places trades on its own, so you do not have to watch the charts.`}
      actions={
        <>
          <LiquidityPoolLink href={links.liquidityPool} label="Go to the liquidity pool" primary />
          <a href="#risk-disclosure" className={secondaryActionClass}>
            <TriangleAlert aria-hidden="true" className="size-4 text-warn" />
            Read the risk disclosure
          </a>
        </>
      }
    >
      <div>
        <InfoStatGrid>
          <InfoStat label="Execution" value={`${BOT.executionMs} ms`} hint="Signal to order" tone="accent" />
          <InfoStat label="Operation" value="24/7" hint="Never sleeps" />
          <InfoStat label="Data sources" value={BOT.dataSources} hint="Market inputs" />
          <InfoStat label="For investors above" value={threshold} hint="In the liquidity pool" />
        </InfoStatGrid>
        <p className="mt-2 text-faint text-xs">
          Figures are advertised product specifications, not independently verified measurements.
        </p>
      </div>

      <InfoSection id="features" title="What it does">
        <InfoCardGrid>
          <InfoCard title={`${BOT.executionMs} ms execution`} icon={Zap}>
            Built to act fast: the bot is designed to turn a trading signal into a submitted order in about{' '}
            {BOT.executionMs} ms, so opportunities are acted on without manual delay.
          </InfoCard>
          <InfoCard title="24/7 operation" icon={Clock}>
            Crypto markets never close, and neither does the bot. It keeps monitoring and managing trades
            through nights, weekends and holidays.
          </InfoCard>
          <InfoCard title={`${BOT.dataSources} data sources`} icon={Database}>
            Decisions draw on more than fifty market data sources rather than a single price feed, to build a
            broader picture of market conditions.
          </InfoCard>
          <InfoCard title="Made for pool investors" icon={Layers}>
            Premium BOT is reserved for liquidity-pool investors whose investment is above {threshold}.
          </InfoCard>
        </InfoCardGrid>
      </InfoSection>

      <InfoSection id="access" title="How to get access">
        <InfoSteps
          steps={[
            {
              title: 'Read the risk disclosure',
              body: 'Make sure you understand how automated trading and the liquidity pool can lose money.',
            },
            {
              title: 'Invest in the liquidity pool',
              body: 'The liquidity pool runs on an external site that opens in a new tab. Pluto never holds your funds.',
            },
            {
              title: `Go above ${threshold}`,
              body: `Premium BOT is available to investors whose liquidity-pool investment is above ${threshold}.`,
            },
          ]}
        />
      </InfoSection>

      <InfoCallout title="About advertised pool returns" icon={TriangleAlert} tone="warn">
        <p>
          The liquidity pool is marketed with returns of <strong>{BOT.poolDailyReturnClaim}</strong>. This is
          a marketing claim, not a promise and not a guaranteed rate. Returns of that size would be
          exceptional for any investment: actual results can be far lower, zero or negative, and you can lose
          the money you invest. Treat any promise of high, regular returns with caution and verify it
          independently.
        </p>
      </InfoCallout>

      <InfoSection id="risk-disclosure" title="Risk disclosure">
        <div className="rounded-lg border border-down/40 bg-down/[0.06] p-4 sm:p-5">
          <p className="flex items-center gap-2 font-semibold text-down text-sm">
            <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
            Automated trading and liquidity-pool investments carry a high risk of loss.
          </p>
          <InfoProse className="mt-3">
            <ul>
              <li>
                <strong>You can lose all of your investment.</strong> Neither the bot nor the liquidity pool
                guarantees a profit or protects your capital.
              </li>
              <li>
                <strong>Claims are not guarantees.</strong> Execution speed, uptime, data coverage and return
                figures are advertised claims. They are not independently audited, and past or advertised
                performance does not predict future results.
              </li>
              <li>
                <strong>Leverage and liquidation.</strong> Strategies that use leverage magnify losses, and
                positions can be liquidated in fast markets.
              </li>
              <li>
                <strong>Technical failures.</strong> Bugs, faulty data, network congestion or an outage at the
                bot, the exchange or a data provider can cause missed, delayed or wrong trades.
              </li>
              <li>
                <strong>Third parties.</strong> The liquidity pool and its site are operated by third parties
                and rely on smart contracts that can fail or be exploited. Withdrawals may be delayed or
                restricted.
              </li>
              <li>
                <strong>Regulation.</strong> Automated trading and pooled investment products may be
                restricted where you live; you are responsible for complying with your local laws.
              </li>
              <li>
                <strong>No advice.</strong> This page is marketing information, not investment advice. Only
                invest money you can afford to lose, and consider independent advice. See the{' '}
                <Link to="/terms">Terms and Conditions</Link>.
              </li>
            </ul>
          </InfoProse>
        </div>
      </InfoSection>

      <div className="flex flex-col items-start gap-4 rounded-lg border border-accent/40 bg-accent/[0.07] p-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="font-semibold text-fg">Ready to invest?</p>
          <p className="mt-1 text-muted text-sm">
            Premium BOT is available to liquidity-pool investors above {threshold}.
          </p>
        </div>
        <LiquidityPoolLink href={links.liquidityPool} label="Invest in the liquidity pool" primary />
      </div>
    </InfoPageLayout>
  );
}
