import { BarChart3, LineChart, User, Wallet } from 'lucide-react';
import { useState } from 'react';
import { cn, Panel } from '../../ui';
import { MarketTable } from './MarketPicker';
import type { TradingParts } from './trading-parts';
import type { TradingScreenModel } from './use-trading-screen';

type MobileTab = 'markets' | 'trade' | 'account';
type MobileView = 'chart' | 'book';

/** Seed 000 §2 on a phone: Markets, Perpetual and Account tabs in a bottom bar; chart or book. */
export function TradingScreenMobile({ screen, parts }: { screen: TradingScreenModel; parts: TradingParts }) {
  const [tab, setTab] = useState<MobileTab>('trade');
  const [view, setView] = useState<MobileView>('chart');
  const tabs = [
    { value: 'markets', label: 'Markets', icon: BarChart3 },
    { value: 'trade', label: 'Perpetual', icon: LineChart },
    { value: 'account', label: 'Account', icon: screen.connected ? Wallet : User },
  ] as const;
  return (
    <>
      {tab === 'markets' && (
        <Panel className="min-h-[70vh]">
          <MarketTable
            markets={screen.markets}
            loading={screen.marketsLoading}
            selected={screen.coin}
            onSelect={(next) => {
              screen.selectCoin(next);
              setTab('trade');
            }}
            className="h-[75vh]"
          />
        </Panel>
      )}
      {tab === 'trade' && (
        <>
          <Panel bodyClassName="flex flex-col gap-1 px-2 py-1.5">
            {parts.picker}
            {parts.header}
          </Panel>
          <Panel>
            <div
              role="radiogroup"
              aria-label="Chart or order book and trades"
              className="flex gap-1 border-line border-b p-1"
            >
              {(['chart', 'book'] as const).map((option) => (
                <button
                  key={option}
                  type="button"
                  aria-pressed={view === option}
                  onClick={() => setView(option)}
                  className={cn(
                    'h-7 flex-1 rounded font-medium text-xs',
                    view === option ? 'bg-raised text-fg' : 'text-muted',
                  )}
                >
                  {option === 'chart' ? 'Chart' : 'Book & Trades'}
                </button>
              ))}
            </div>
            {view === 'chart' ? parts.chart : <div className="h-[350px]">{parts.book}</div>}
          </Panel>
          <Panel>{parts.orderEntry}</Panel>
          <Panel>{parts.accountPanels}</Panel>
        </>
      )}
      {tab === 'account' && <Panel>{parts.accountSummary}</Panel>}
      <nav
        aria-label="Trading navigation"
        className="fixed inset-x-0 bottom-0 z-40 grid h-14 grid-cols-3 border-line border-t bg-surface"
      >
        {tabs.map((item) => (
          <button
            key={item.value}
            type="button"
            aria-current={tab === item.value ? 'page' : undefined}
            onClick={() => setTab(item.value)}
            className={cn(
              'flex flex-col items-center justify-center gap-0.5 text-[11px]',
              tab === item.value ? 'text-accent-strong' : 'text-muted',
            )}
          >
            <item.icon size={18} aria-hidden />
            {item.label}
          </button>
        ))}
      </nav>
    </>
  );
}
