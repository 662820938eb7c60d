import { useState } from 'react';
import { cn } from '../../ui';
import { OrderBook } from './OrderBook';
import { RecentTrades } from './RecentTrades';

type ActivityTab = 'book' | 'trades';

const TABS: readonly { value: ActivityTab; label: string }[] = [
  { value: 'book', label: 'Order Book' },
  { value: 'trades', label: 'Trades' },
];

/** The two tabs, placed at the start of the shown widget's header row. */
function ActivityTabs({ tab, onChange }: { tab: ActivityTab; onChange: (tab: ActivityTab) => void }) {
  return (
    <div role="tablist" aria-label="Order book or trades" className="flex h-full items-stretch gap-3">
      {TABS.map(({ value, label }) => (
        <button
          key={value}
          type="button"
          role="tab"
          aria-selected={tab === value}
          onClick={() => onChange(value)}
          className={cn(
            '-mb-px border-b-2 font-medium text-xs',
            tab === value ? 'border-accent text-fg' : 'border-transparent text-muted hover:text-fg',
          )}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

/**
 * The order book and the market's recent trades in one place (issue 20), as on every major
 * exchange: the book by default, the Trades tab beside it. Only the shown one is subscribed.
 */
export function MarketActivity({
  coin,
  price,
  szDecimals,
  className,
}: {
  coin: string;
  price: number | undefined;
  szDecimals: number;
  className?: string;
}) {
  const [tab, setTab] = useState<ActivityTab>('book');
  const heading = <ActivityTabs tab={tab} onChange={setTab} />;
  return tab === 'book' ? (
    <OrderBook coin={coin} price={price} szDecimals={szDecimals} heading={heading} className={className} />
  ) : (
    <RecentTrades coin={coin} szDecimals={szDecimals} heading={heading} className={className} />
  );
}
