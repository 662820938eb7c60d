import {
  BUILDER_MAX_FEE_RATE,
  FEE_SCHEDULE,
  feeRateText,
  formatFixed,
  formatPercent,
  type Liquidity,
  swapFees,
  tradeFees,
} from '@pluto/core';
import { ArrowLeftRight, Calculator, Clock, Gauge, Info, Receipt, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../ui';
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

/** Notional of the perp examples (the issue's $10,000 taker trade) and amount of the swap example. */
const PERP_EXAMPLE_NOTIONAL = 10_000;
const SPOT_EXAMPLE_AMOUNT = 1_000;
/** The leverage of the margin illustration: an example, not a market's limit. */
const EXAMPLE_LEVERAGE = 10;

const { perp, spot } = FEE_SCHEDULE;

function usd(value: number, decimals = 2): string {
  return `$${formatFixed(value, decimals)}`;
}

interface ExampleRow {
  label: string;
  value: string;
}

function ExampleCard(props: {
  name: string;
  hint: string;
  rows: ExampleRow[];
  totalLabel: string;
  total: string;
  totalNote: string;
  className?: string;
}) {
  return (
    <section
      aria-label={`${props.name} example`}
      className={cn('min-w-0 rounded-lg border border-line bg-panel', props.className)}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 border-line border-b px-4 py-3">
        <h3 className="font-semibold text-fg text-sm">{props.name}</h3>
        <span className="text-faint text-xs">{props.hint}</span>
      </header>
      <dl className="space-y-2 px-4 py-3 text-sm">
        {props.rows.map((row) => (
          <div key={row.label} className="flex items-baseline justify-between gap-4">
            <dt className="min-w-0 text-muted">{row.label}</dt>
            <dd className="shrink-0 font-mono text-fg tabular-nums">{row.value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex items-baseline justify-between gap-4 border-line border-t bg-surface/60 px-4 py-3">
        <span className="font-semibold text-fg text-sm">{props.totalLabel}</span>
        <span className="text-right">
          <span className="block font-mono font-semibold text-accent-strong text-lg tabular-nums">
            {props.total}
          </span>
          <span className="block text-muted text-xs tabular-nums">{props.totalNote}</span>
        </span>
      </div>
    </section>
  );
}

function PerpExample({ liquidity }: { liquidity: Liquidity }) {
  const fees = tradeFees(PERP_EXAMPLE_NOTIONAL, liquidity, perp);
  const isTaker = liquidity === 'taker';
  const exchangeRate = isTaker ? perp.takerRate : perp.makerRate;
  return (
    <ExampleCard
      name={isTaker ? 'Perp taker trade' : 'Perp maker trade'}
      hint={isTaker ? 'e.g. a market order' : 'e.g. a resting limit order'}
      rows={[
        { label: 'Notional', value: usd(PERP_EXAMPLE_NOTIONAL) },
        { label: `Exchange ${liquidity} fee (${feeRateText(exchangeRate)})`, value: usd(fees.exchangeFee) },
        { label: `Builder fee (${feeRateText(perp.builderRate)})`, value: usd(fees.builderFee) },
      ]}
      totalLabel="Total fees"
      total={usd(fees.total)}
      totalNote={`${feeRateText(fees.totalRate)} of notional`}
    />
  );
}

function SpotExample() {
  const fees = swapFees(SPOT_EXAMPLE_AMOUNT, spot);
  return (
    <ExampleCard
      name="Spot swap"
      hint="e.g. USDT for a token"
      rows={[
        { label: 'Amount swapped', value: usd(SPOT_EXAMPLE_AMOUNT) },
        { label: `Platform fee (${feeRateText(spot.platformRate)})`, value: usd(fees.platformFee) },
        { label: 'Swapped after the fee', value: usd(fees.amountAfterFee) },
      ]}
      totalLabel="Total fee"
      total={usd(fees.platformFee)}
      totalNote="plus the network gas of the swap"
      className="sm:col-span-2"
    />
  );
}

const NO_FEE = <span className="text-up">No fee</span>;

/** The schedule's rows: every figure from {@link FEE_SCHEDULE}. */
const SCHEDULE_ROWS: ReadonlyArray<{
  product: string;
  fee: string;
  rate: ReactNode;
  appliesTo: string;
  accent?: boolean;
}> = [
  {
    product: 'Perpetuals',
    fee: 'Maker fee',
    rate: feeRateText(perp.makerRate),
    appliesTo: 'Orders that rest on the book and add liquidity, such as limit orders. Paid to the exchange.',
  },
  {
    product: 'Perpetuals',
    fee: 'Taker fee',
    rate: feeRateText(perp.takerRate),
    appliesTo: 'Orders that fill immediately against the book, such as market orders. Paid to the exchange.',
  },
  {
    product: 'Perpetuals',
    fee: 'Builder fee',
    rate: feeRateText(perp.builderRate),
    appliesTo: 'Every perp trade placed through Pluto, maker or taker.',
    accent: true,
  },
  {
    product: 'Perpetuals',
    fee: 'Funding',
    rate: 'Variable',
    appliesTo: 'Open positions, applied hourly and exchanged between longs and shorts.',
  },
  {
    product: 'Spot',
    fee: 'Platform fee',
    rate: feeRateText(spot.platformRate),
    appliesTo: 'Every swap, taken from the amount swapped.',
    accent: true,
  },
  { product: 'Funds', fee: 'Deposits', rate: NO_FEE, appliesTo: 'Only the network gas of your transaction.' },
  {
    product: 'Funds',
    fee: 'Withdrawals',
    rate: NO_FEE,
    appliesTo: 'Only network gas. Withdrawals arrive in 1-2 minutes.',
  },
];

/** The product sits above the fee's name, so the table keeps three columns on a phone. */
function ScheduleRow(props: {
  product: string;
  fee: string;
  rate: ReactNode;
  appliesTo: string;
  accent?: boolean;
}) {
  return (
    <tr>
      <td>
        <span className="block text-[11px] text-faint uppercase tracking-wide">{props.product}</span>
        <span className="font-medium text-fg">{props.fee}</span>
      </td>
      <td
        className={`whitespace-nowrap font-mono tabular-nums ${props.accent ? 'text-accent-strong' : 'text-fg'}`}
      >
        {props.rate}
      </td>
      <td className="text-muted">{props.appliesTo}</td>
    </tr>
  );
}

export default function FeesPage() {
  const taker = tradeFees(PERP_EXAMPLE_NOTIONAL, 'taker', perp);
  const marginAtExampleLeverage = PERP_EXAMPLE_NOTIONAL / EXAMPLE_LEVERAGE;

  return (
    <InfoPageLayout
      eyebrow="Pricing"
      icon={Receipt}
      title="Fees"
      subtitle={
        <>
          One fee schedule per product. Perpetual trades pay the exchange’s maker or taker fee plus a{' '}
          {feeRateText(perp.builderRate)} builder fee on their notional value; spot swaps pay a{' '}
          {feeRateText(spot.platformRate)} platform fee. Pluto charges nothing for deposits or withdrawals.
        </>
      }
    >
      <InfoStatGrid>
        <InfoStat
          label="Perp maker fee"
          value={feeRateText(perp.makerRate)}
          hint="Orders that add liquidity"
        />
        <InfoStat
          label="Perp taker fee"
          value={feeRateText(perp.takerRate)}
          hint="Orders that take liquidity"
        />
        <InfoStat
          label="Perp builder fee"
          value={feeRateText(perp.builderRate)}
          hint="Of notional, every perp trade"
          tone="accent"
        />
        <InfoStat
          label="Spot platform fee"
          value={feeRateText(spot.platformRate)}
          hint="Of the amount, every swap"
          tone="accent"
        />
      </InfoStatGrid>

      <InfoSection
        id="schedule"
        title="Fee schedule"
        description="Perpetual fees are a percentage of the trade’s notional value (size × price); the spot fee is a percentage of the amount swapped."
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
            {SCHEDULE_ROWS.map((row) => (
              <ScheduleRow key={`${row.product} ${row.fee}`} {...row} />
            ))}
          </tbody>
        </InfoTable>
      </InfoSection>

      <InfoSection
        id="example"
        title="Worked examples"
        description="Perp total = notional × (exchange fee rate + builder fee rate). Spot fee = amount × platform fee rate."
      >
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <PerpExample liquidity="taker" />
          <PerpExample liquidity="maker" />
          <SpotExample />
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
          <InfoCard title="Fees follow notional, not margin" icon={Gauge}>
            At {EXAMPLE_LEVERAGE}x, {usd(marginAtExampleLeverage)} of margin opens a{' '}
            {usd(PERP_EXAMPLE_NOTIONAL, 0)} position whose {usd(taker.total)} taker fee is{' '}
            {formatPercent((taker.total / marginAtExampleLeverage) * 100, { decimals: 1 })} of that margin.
            Each market’s maximum leverage is shown on the trading screen.
          </InfoCard>
          <InfoCard title="Spot swaps" icon={ArrowLeftRight}>
            The {feeRateText(spot.platformRate)} platform fee is included in the quote you see before you
            swap; the rest of the price is the pool’s rate and the network’s gas.
          </InfoCard>
          <InfoCard title="One-time builder-fee approval" icon={Info} className="sm:col-span-2">
            Before your first order, your wallet asks you to approve Pluto’s builder fee with the exchange, at
            most {BUILDER_MAX_FEE_RATE}. You sign it once; perp orders then carry the{' '}
            {feeRateText(perp.builderRate)} builder fee and nothing above the approval can ever be charged.
          </InfoCard>
        </InfoCardGrid>
      </InfoSection>

      <InfoCallout title="Your actual rates" icon={Info}>
        The maker and taker rates above are the exchange’s standard rates. The order form shows the fee
        estimate for your own account before you confirm each trade.
      </InfoCallout>
    </InfoPageLayout>
  );
}
