import {
  formatPercent,
  formatPrice,
  formatUsdAmount,
  TREASURY_MIN_HOLDING_USD,
  type TreasuryHolder,
  type TreasuryPosition,
  topHoldersPercentSum,
  treasuryPosition,
} from '@pluto/core';
import type { ReactNode } from 'react';
import { useAccount, usePlutoBalance, usePlutoPrice } from '../../data';
import { Badge, Skeleton } from '../../ui';
import { ConnectPrompt } from './ConnectPrompt';
import { formatPluto, plutoTokens } from './treasury-view';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted text-xs">{label}</dt>
      {/* Never cut off: a figure that does not fit its column wraps (seed formats keep them short). */}
      <dd className="mt-0.5 break-words font-medium text-fg tabular-nums">{children}</dd>
    </div>
  );
}

interface Figures {
  balance: bigint;
  price: { price: number; stale: boolean };
  position: TreasuryPosition;
  poolUsd: number | null;
}

function PositionFigures({ balance, price, position, poolUsd }: Figures) {
  return (
    <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
      <Figure label="$PLUTO balance">{formatPluto(balance)}</Figure>
      <Figure label="Value">
        {formatUsdAmount(position.valueUsd)}
        {price.stale ? (
          <Badge tone="warn" className="ml-1" title="No live price: the default price is shown">
            stale
          </Badge>
        ) : null}
      </Figure>
      <Figure label="Rank">{position.rank === null ? 'Not in top 500' : `#${position.rank}`}</Figure>
      <Figure label="Share of top 500">{formatPercent(position.shareOfTopPercent, { decimals: 4 })}</Figure>
      <Figure label="Allocation">
        {poolUsd === null ? 'No data' : formatUsdAmount(position.allocationUsd)}
      </Figure>
      <Figure label="$PLUTO price">{formatPrice(price.price)}</Figure>
    </dl>
  );
}

/**
 * Seed 002 §2.7: the connected wallet's $PLUTO (read on BSC every 10 s), its value, eligibility, rank,
 * share of the top 500 and allocation of the pool.
 */
export function PersonalPosition({
  holders,
  poolUsd,
}: {
  holders: readonly TreasuryHolder[] | undefined;
  poolUsd: number | null;
}) {
  const { address } = useAccount();
  const balance = usePlutoBalance();
  const price = usePlutoPrice();
  if (!address) return <ConnectPrompt title="Your Position" />;
  const ready = balance.data !== undefined && price.data !== undefined && holders !== undefined;
  return (
    <section aria-labelledby="treasury-position" className="rounded-lg border border-line bg-panel p-4">
      <h2 id="treasury-position" className="font-medium text-muted text-xs uppercase tracking-wider">
        Your Position
      </h2>
      {balance.isError ? (
        <p role="alert" className="mt-3 text-down text-sm">
          Your $PLUTO balance on BSC could not be read. Retrying every 10 seconds.
        </p>
      ) : ready ? (
        <ReadyPosition
          balance={balance.data}
          price={price.data}
          holders={holders}
          poolUsd={poolUsd}
          address={address}
        />
      ) : (
        <Skeleton className="mt-3 h-24" />
      )}
    </section>
  );
}

function ReadyPosition({
  balance,
  price,
  holders,
  poolUsd,
  address,
}: Omit<Figures, 'position'> & { holders: readonly TreasuryHolder[]; address: string }) {
  const position = treasuryPosition({
    balance: plutoTokens(balance),
    price: price.price,
    holder: holders.find((holder) => holder.address === address.toLowerCase()) ?? null,
    topHoldersPercentSum: topHoldersPercentSum(holders),
    poolUsd: poolUsd ?? 0,
  });
  return (
    <>
      <p className="mt-2">
        <Badge tone={position.eligible ? 'up' : 'neutral'}>
          {position.eligible ? 'Eligible' : 'Not eligible'}
        </Badge>
      </p>
      <PositionFigures balance={balance} price={price} position={position} poolUsd={poolUsd} />
      {position.eligible ? null : (
        <p className="mt-3 text-muted text-xs">
          Hold at least ${TREASURY_MIN_HOLDING_USD} of $PLUTO and rank among the top 500 holders to be
          eligible.
        </p>
      )}
    </>
  );
}
