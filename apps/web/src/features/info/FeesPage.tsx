import {
  BUILDER_FEE_RATE,
  formatFixed,
  formatPercent,
  MAKER_FEE_RATE,
  MAX_ADVERTISED_LEVERAGE,
  TAKER_FEE_RATE,
  tradeFeeBreakdown,
} from '@pluto/core';
import { Calculator, Clock, Gauge, Info, Receipt, Wallet } from 'lucide-react';
import {
  InfoCallout,
  InfoCard,
  InfoCardGrid,
  InfoPageLayout,
  InfoSection,
  InfoStat,
  InfoStatGrid,
  InfoTable,
} from './InfoPageLayout';

/** Notional of the worked example on this page (seed 001 §2, seed 002 §9). */
const EXAMPLE_NOTIONAL = 10_000;

/** A fee rate such as 0.0005 as percent text ("0.05%"). */
function rateText(rate: number): string {
  return formatPercent(rate * 100);
}

function usd(value: number, decimals = 2): string {
  return `$${formatFixed(value, decimals)}`;
}

function ExampleCard({ liquidity }: { liquidity: 'maker' | 'taker' }) {
  const breakdown = tradeFeeBreakdown(EXAMPLE_NOTIONAL, liquidity);
  const exchangeRate = liquidity === 'maker' ? MAKER_FEE_RATE : TAKER_FEE_RATE;
  const isTaker = liquidity === 'taker';
  const rows: Array<{ label: string; value: string }> = [
    { label: 'Notional', value: usd(EXAMPLE_NOTIONAL) },
    { label: `Exchange ${liquidity} fee (${rateText(exchangeRate)})`, value: usd(breakdown.exchangeFee) },
    { label: `Platform builder fee (${rateText(BUILDER_FEE_RATE)})`, value: usd(breakdown.builderFee) },
  ];

  return (
    <section
      aria-label={`${isTaker ? 'Taker' : 'Maker'} trade example`}
      className="min-w-0 rounded-lg border border-line bg-panel"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 border-line border-b px-4 py-3">
        <h3 className="font-semibold text-fg text-sm">{isTaker ? 'Taker trade' : 'Maker trade'}</h3>
        <span className="text-faint text-xs">
          {isTaker ? 'e.g. a market order' : 'e.g. a resting limit order'}
        </span>
      </header>
      <dl className="space-y-2 px-4 py-3 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex items-baseline justify-between gap-4">
            <dt className="min-w-0 text-muted">{row.label}</dt>
            <dd className="shrink-0 font-mono text-fg tabular-nums">{row.value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex items-baseline justify-between gap-4 border-line border-t bg-surface/60 px-4 py-3">
        <span className="font-semibold text-fg text-sm">Total fees</span>
        <span className="text-right">
          <span className="block font-mono font-semibold text-accent-strong text-lg tabular-nums">
            {usd(breakdown.total)}
          </span>
          <span className="block text-muted text-xs tabular-nums">
            {formatPercent(breakdown.totalRate * 100)} of notional
          </span>
        </span>
      </div>
    </section>
  );
}

export default function FeesPage() {
  const taker = tradeFeeBreakdown(EXAMPLE_NOTIONAL, 'taker');
  const marginAtMaxLeverage = EXAMPLE_NOTIONAL / MAX_ADVERTISED_LEVERAGE;
  const takerTotalShareOfMargin = (taker.total / marginAtMaxLeverage) * 100;

  return (
    <InfoPageLayout
      eyebrow="Pricing"
      icon={Receipt}
      title="Fees"
      subtitle={
        <>
          Simple, per-trade pricing. Every trade pays the exchange’s maker or taker fee plus a{' '}
          {rateText(BUILDER_FEE_RATE)} platform builder fee on its notional value. Pluto charges nothing for
          deposits or withdrawals.
        </>
      }
    >
      <InfoStatGrid>
        <InfoStat label="Maker fee" value={rateText(MAKER_FEE_RATE)} hint="Orders that add liquidity" />
        <InfoStat label="Taker fee" value={rateText(TAKER_FEE_RATE)} hint="Orders that take liquidity" />
        <InfoStat
          label="Builder fee"
          value={rateText(BUILDER_FEE_RATE)}
          hint="Of notional, on every trade"
          tone="accent"
        />
        <InfoStat label="Deposits & withdrawals" value="No fee" hint="Network gas only" tone="up" />
      </InfoStatGrid>

      <InfoSection
        id="schedule"
        title="Fee schedule"
        description="Rates are a percentage of the trade’s notional value (size × price)."
      >
        <InfoTable caption="Fee schedule">
          <thead>
            <tr>
              <th scope="col">Fee</th>
              <th scope="col">Rate</th>
              <th scope="col">Applies to</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td className="font-medium text-fg">Maker fee</td>
              <td className="whitespace-nowrap font-mono text-fg tabular-nums">{rateText(MAKER_FEE_RATE)}</td>
              <td className="text-muted">
                Orders that rest on the book and add liquidity, such as limit orders.
              </td>
            </tr>
            <tr>
              <td className="font-medium text-fg">Taker fee</td>
              <td className="whitespace-nowrap font-mono text-fg tabular-nums">{rateText(TAKER_FEE_RATE)}</td>
              <td className="text-muted">
                Orders that fill immediately against the book, such as market orders.
              </td>
            </tr>
            <tr>
              <td className="font-medium text-fg">Platform builder fee</td>
              <td className="whitespace-nowrap font-mono text-accent-strong tabular-nums">
                {rateText(BUILDER_FEE_RATE)}
              </td>
              <td className="text-muted">Every trade placed through Pluto, maker or taker.</td>
            </tr>
            <tr>
              <td className="font-medium text-fg">Funding</td>
              <td className="whitespace-nowrap text-fg">Variable</td>
              <td className="text-muted">
                Open perpetual positions, applied hourly and exchanged between longs and shorts.
              </td>
            </tr>
            <tr>
              <td className="font-medium text-fg">Deposits</td>
              <td className="whitespace-nowrap text-up">No fee</td>
              <td className="text-muted">Only the network gas of your transaction.</td>
            </tr>
            <tr>
              <td className="font-medium text-fg">Withdrawals</td>
              <td className="whitespace-nowrap text-up">No fee</td>
              <td className="text-muted">Only network gas. Withdrawals arrive in 1-2 minutes.</td>
            </tr>
          </tbody>
        </InfoTable>
      </InfoSection>

      <InfoSection
        id="example"
        title={`Worked example: a ${usd(EXAMPLE_NOTIONAL, 0)} trade`}
        description="Total fee = notional × (exchange fee rate + builder fee rate)."
      >
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <ExampleCard liquidity="taker" />
          <ExampleCard liquidity="maker" />
        </div>
        <p className="mt-3 flex gap-2 text-muted text-xs leading-relaxed">
          <Calculator aria-hidden="true" className="mt-px size-3.5 shrink-0 text-faint" />
          Fees are charged on each fill, so opening and later closing a position are two separate trades.
        </p>
      </InfoSection>

      <InfoSection id="details" title="Good to know">
        <InfoCardGrid>
          <InfoCard title="Funding is applied hourly" icon={Clock}>
            Perpetual positions exchange funding every hour. Funding is paid between traders on opposite sides
            of the market, not to Pluto, and its rate moves with market conditions. The current rate is shown
            in each market’s header.
          </InfoCard>
          <InfoCard title="Deposits and withdrawals" icon={Wallet}>
            Pluto adds no fee to deposits or withdrawals; you only pay network gas. Withdrawals are processed
            to Arbitrum and typically arrive in 1-2 minutes.
          </InfoCard>
          <InfoCard title={`Leverage up to ${MAX_ADVERTISED_LEVERAGE}x`} icon={Gauge}>
            Fees are charged on notional, not on margin. At {MAX_ADVERTISED_LEVERAGE}x,{' '}
            {usd(marginAtMaxLeverage)} of margin opens a {usd(EXAMPLE_NOTIONAL, 0)} position whose{' '}
            {usd(taker.total)} taker fee equals {formatPercent(takerTotalShareOfMargin, { decimals: 0 })} of
            that margin. The maximum leverage differs per market.
          </InfoCard>
          <InfoCard title="One-time builder-fee approval" icon={Info}>
            Before your first order, your wallet asks you to approve the platform builder fee with the
            exchange. You sign it once; the fee is then included in every order you place through Pluto.
          </InfoCard>
        </InfoCardGrid>
      </InfoSection>

      <InfoCallout title="Your actual rates" icon={Info}>
        The maker and taker rates above are the standard exchange rates. The order form shows the fee estimate
        for your own account before you confirm each trade.
      </InfoCallout>
    </InfoPageLayout>
  );
}
