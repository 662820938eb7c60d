import { AI_TEXTS } from '@pluto/core';
import type { ReactNode } from 'react';
import { Badge, TabPanel, Tabs } from '../../ui';
import { AnalysisForm } from './AnalysisForm';
import { AnalysisResultView } from './AnalysisResultView';
import { HistoryTab } from './HistoryTab';
import { StrategiesTab } from './StrategiesTab';
import { type AiTab, useAiTradingPage } from './use-ai-trading-page';

/** Seed 001 §2 "AI Trading Analysis": Analysis, Strategies and History (wallet), Compare (soon). */
export default function AiTradingPage() {
  const page = useAiTradingPage();
  const walletOnly = !page.wallet.connected;
  const tabs: { value: AiTab; label: ReactNode; disabled?: boolean }[] = [
    { value: 'analysis', label: 'Analysis' },
    { value: 'strategies', label: 'Strategies', disabled: walletOnly },
    { value: 'history', label: 'History', disabled: walletOnly },
    {
      value: 'compare',
      label: (
        <span className="inline-flex items-center gap-1.5">
          Compare <Badge tone="warn">{AI_TEXTS.compareComingSoon}</Badge>
        </span>
      ),
      disabled: true,
    },
  ];
  return (
    <section className="mx-auto flex w-full max-w-7xl flex-col gap-3 px-3 py-4 sm:px-4">
      <header className="flex flex-col gap-0.5">
        <h1 className="m-0 font-semibold text-fg text-xl tracking-tight">AI Trading Analysis</h1>
        <p className="m-0 text-muted text-xs">
          Indicators computed on real candles, a documented rule per strategy, levels you can trade, and a
          backtest of every call.
          {walletOnly && ' Connect a wallet to save strategies and keep your history.'}
        </p>
      </header>
      <Tabs tabs={tabs} value={page.tab} onValueChange={page.setTab} aria-label="AI analysis sections">
        <TabPanel value="analysis" className="pt-3">
          <div className="grid items-start gap-3 lg:grid-cols-[360px_1fr]">
            <AnalysisForm page={page} />
            <AnalysisResultView page={page} />
          </div>
        </TabPanel>
        <TabPanel value="strategies" className="pt-3">
          <StrategiesTab page={page} />
        </TabPanel>
        <TabPanel value="history" className="pt-3">
          <HistoryTab page={page} />
        </TabPanel>
      </Tabs>
    </section>
  );
}
