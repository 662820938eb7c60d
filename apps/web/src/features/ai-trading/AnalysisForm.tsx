import {
  AI_INDICATORS,
  AI_INTERVALS,
  AI_LIMITS,
  AI_TEXTS,
  MARKET_TYPE_LABEL,
  MARKET_TYPES,
} from '@pluto/core';
import { Sparkles } from 'lucide-react';
import { Badge, Button, Checkbox, cn, Panel, Select, Switch } from '../../ui';
import { Chips, PromptBox } from './Chips';
import type { AiTradingPageModel } from './use-ai-trading-page';

const INTERVAL_OPTIONS = AI_INTERVALS.map((interval) => ({ value: interval, label: interval }));
const INDICATOR_OPTIONS = AI_INDICATORS.map((indicator) => ({ value: indicator.id, label: indicator.label }));

function MarketTypeChoice({ page }: { page: AiTradingPageModel }) {
  return (
    <fieldset
      aria-label="Market type"
      className="m-0 grid grid-cols-3 gap-1 rounded-[5px] border-0 bg-surface p-0.5"
    >
      {MARKET_TYPES.map((type) => {
        const on = page.form.marketType === type;
        return (
          <button
            key={type}
            type="button"
            aria-pressed={on}
            onClick={() => page.dispatch({ type: 'setMarketType', marketType: type })}
            className={cn(
              'h-7 rounded-[4px] text-xs transition-colors',
              on ? 'bg-raised font-medium text-fg' : 'text-muted hover:text-fg',
            )}
          >
            {MARKET_TYPE_LABEL[type]}
          </button>
        );
      })}
    </fieldset>
  );
}

function ExpertFields({ page }: { page: AiTradingPageModel }) {
  const { form } = page;
  return (
    <div className="flex flex-col gap-3 border-line border-t pt-3">
      <Chips
        label={`Indicators (up to ${AI_LIMITS.maxIndicators})`}
        options={INDICATOR_OPTIONS}
        picked={form.selectedIndicators}
        onToggle={(indicator) => page.dispatch({ type: 'toggleIndicator', indicator })}
      />
      <Chips
        label={`Extra timeframes (up to ${AI_LIMITS.maxTimeframes})`}
        options={INTERVAL_OPTIONS.filter((option) => option.value !== form.interval)}
        picked={form.timeframes}
        onToggle={(timeframe) => page.dispatch({ type: 'toggleTimeframe', timeframe })}
      />
      <PromptBox
        label="Custom instructions"
        value={form.customPrompt}
        max={AI_LIMITS.maxCustomPromptLength}
        onChange={(text) => page.dispatch({ type: 'setCustomPrompt', text })}
      />
    </div>
  );
}

/** The Analysis tab's form (seed 001 §2): market type, symbol, interval, expert mode, news, Analyze. */
export function AnalysisForm({ page }: { page: AiTradingPageModel }) {
  const { form } = page;
  const newsReason = page.news && !page.news.available ? page.news.reason : null;
  return (
    <Panel
      title="Chart analysis"
      actions={form.strategyName ? <Badge tone="accent">{form.strategyName}</Badge> : null}
      bodyClassName="flex flex-col gap-3 p-3"
    >
      <MarketTypeChoice page={page} />
      <div className="grid grid-cols-[1fr_auto] gap-2">
        <div className="flex min-w-0 flex-col gap-1.5">
          <span className="text-muted text-xs">Symbol</span>
          <Select
            aria-label="Symbol"
            value={form.symbol}
            options={page.symbolOptions.map((symbol) => ({ value: symbol, label: symbol }))}
            onChange={(symbol) => page.dispatch({ type: 'setSymbol', symbol })}
            placeholder="Select a symbol"
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <span className="text-muted text-xs">Interval</span>
          <Select
            aria-label="Interval"
            value={form.interval}
            options={INTERVAL_OPTIONS}
            onChange={(interval) => page.dispatch({ type: 'setInterval', interval })}
            className="w-24"
          />
        </div>
      </div>
      {page.symbolsFailed && (
        <p role="status" className="rounded border border-warn/30 bg-warn/10 px-2 py-1.5 text-warn text-xs">
          {AI_TEXTS.symbolsFailed}: showing the built-in list.
        </p>
      )}
      <div className="flex items-center justify-between gap-2 text-xs">
        <span className="text-muted">
          Strategy rule: <span className="text-fg">{form.strategyType}</span>
        </span>
        <Switch
          label="Expert mode"
          checked={form.expertMode}
          onChange={(expertMode) => page.dispatch({ type: 'setExpertMode', expertMode })}
        />
      </div>
      {form.expertMode && <ExpertFields page={page} />}
      <div className="flex flex-col gap-1">
        <Checkbox
          label="Analyze related news"
          checked={form.analyzeRelatedNews && newsReason === null}
          disabled={newsReason !== null}
          onChange={(analyzeRelatedNews) => page.dispatch({ type: 'setNews', analyzeRelatedNews })}
        />
        {newsReason && <p className="text-faint text-xs">{newsReason}</p>}
      </div>
      <Button block size="lg" onClick={page.run} loading={page.analyzing} disabled={page.analyzing}>
        <Sparkles aria-hidden className="size-4" />
        {page.analyzing ? 'Analyzing…' : 'Analyze'}
      </Button>
    </Panel>
  );
}
