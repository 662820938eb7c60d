import { type AnalysisResult, formatPrice } from '@pluto/core';
import { useAnalysisHistory } from '../../data';
import { Badge, List, Panel } from '../../ui';
import { SignInPrompt } from './SignInPrompt';
import type { AiTradingPageModel } from './use-ai-trading-page';

const BIAS_TONE = { Buy: 'up', Sell: 'down', Neutral: 'neutral' } as const;

function HistoryLine({ item, onOpen }: { item: AnalysisResult; onOpen: () => void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex w-full items-center gap-2 px-3 py-2 text-left hover:bg-raised"
      aria-label={`Show ${item.symbol} ${item.interval} analysis`}
    >
      <span className="w-28 shrink-0 font-mono text-faint text-xs tabular-nums">
        {new Date(item.createdAt).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' })}
      </span>
      <span className="min-w-0 flex-1 truncate text-fg text-sm">
        {item.symbol}{' '}
        <span className="text-muted text-xs">
          {item.interval} · {item.strategyType}
        </span>
      </span>
      <Badge tone={BIAS_TONE[item.bias]}>{item.bias}</Badge>
      <span className="hidden w-24 text-right font-mono text-muted text-xs sm:inline">
        {formatPrice(item.entry)}
      </span>
    </button>
  );
}

/** Seed 001 §2 History tab: the latest 20 analyses, newest first; one opens on the Analysis tab. */
export function HistoryTab({ page }: { page: AiTradingPageModel }) {
  const history = useAnalysisHistory();
  if (!page.wallet.signedIn) return <SignInPrompt page={page} what="your analysis history" />;
  return (
    <Panel title="Latest analyses" aria-label="Latest analyses" bodyClassName="p-0">
      <List
        items={history.data ?? []}
        getKey={(item) => item.id ?? item.createdAt}
        loading={history.isPending}
        error={history.isError ? history.error.message : undefined}
        emptyText="No analysis yet: the ones you run while signed in are kept here."
        renderItem={(item) => <HistoryLine item={item} onOpen={() => page.showAnalysis(item)} />}
      />
    </Panel>
  );
}
