import { type AnalysisResult, analysisChartLines, formatPrice } from '@pluto/core';
import { ArrowRight, LineChart } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import { useAnalysisChartSource } from '../../data';
import { Badge, Panel, Skeleton } from '../../ui';
import { ChartWidget } from '../chart';
import type { AiTradingPageModel } from './use-ai-trading-page';

const BIAS_TONE = { Buy: 'up', Sell: 'down', Neutral: 'neutral' } as const;

function Figure({ label, value, tone }: { label: string; value: number | null; tone?: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5 rounded border border-line bg-surface px-2.5 py-2">
      <dt className="text-muted text-xs">{label}</dt>
      <dd className={`m-0 truncate font-mono text-sm tabular-nums ${tone ?? 'text-fg'}`}>
        {value === null ? '—' : formatPrice(value)}
      </dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-1">
      <h3 className="m-0 font-medium text-muted text-xs uppercase tracking-wide">{title}</h3>
      {children}
    </section>
  );
}

/**
 * The analysed candles in the chart widget at the analysed period, the call's entry, take profit and
 * stop loss drawn as its lines. A new result mounts a new widget, so its period follows the call.
 */
function ResultChart({ result }: { result: AnalysisResult }) {
  const source = useAnalysisChartSource(result);
  const lines = useMemo(() => analysisChartLines(result), [result]);
  return (
    <figure
      className="m-0 overflow-hidden rounded border border-line"
      aria-label={`${result.symbol} ${result.interval} candles with the levels`}
    >
      <ChartWidget
        key={`${result.id ?? ''}${result.createdAt}`}
        symbol={result.symbol}
        price={result.entry}
        source={source}
        defaultPeriod={result.interval}
        traderLines={lines}
      />
    </figure>
  );
}

function Placeholder({ analyzing }: { analyzing: boolean }) {
  if (analyzing) {
    return (
      <div className="flex flex-col gap-3 p-3" role="status" aria-label="Analyzing">
        <Skeleton className="h-6 w-1/3" />
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {['entry', 'sl', 'tp', 'confirm'].map((key) => (
            <Skeleton key={key} className="h-12" />
          ))}
        </div>
        <Skeleton className="h-[350px] md:h-[500px]" />
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-2 px-6 py-16 text-center">
      <LineChart aria-hidden className="size-7 text-faint" />
      <p className="m-0 text-fg text-sm">No analysis yet</p>
      <p className="m-0 max-w-sm text-muted text-xs">
        Choose a symbol and an interval, then Analyze: the engine computes the indicators on the last 500
        candles, applies the strategy rule and backtests it.
      </p>
    </div>
  );
}

function ResultBody({ result, setupPath }: { result: AnalysisResult; setupPath: string | null }) {
  return (
    <div className="flex flex-col gap-3 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-base text-fg">{result.symbol}</span>
        <Badge>{result.interval}</Badge>
        <Badge tone="accent">{result.strategyType}</Badge>
        <Badge tone={BIAS_TONE[result.bias]} data-testid="analysis-bias">
          {result.bias}
        </Badge>
        {setupPath && (
          <Link
            to={setupPath}
            className="ml-auto inline-flex h-7 items-center gap-1.5 rounded-[5px] bg-accent px-2.5 text-white text-xs hover:bg-accent-strong"
          >
            Trade this setup <ArrowRight aria-hidden className="size-3.5" />
          </Link>
        )}
      </div>
      <dl className="m-0 grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure label="Entry" value={result.entry} />
        <Figure label="Stop loss" value={result.stopLoss} tone="text-down" />
        <Figure label="Take profit" value={result.takeProfit} tone="text-up" />
        <Figure label="Confirmation price" value={result.confirmationPrice} tone="text-warn" />
      </dl>
      {result.candles.length > 0 ? (
        <ResultChart result={result} />
      ) : (
        <p className="m-0 rounded border border-line bg-surface px-2.5 py-2 text-muted text-xs">
          A past analysis keeps its levels, not its candles.
        </p>
      )}
      <p
        className="m-0 rounded border border-accent/30 bg-accent/10 px-2.5 py-2 text-fg text-xs"
        data-testid="backtest"
      >
        {result.backtest.text}
      </p>
      {result.timeframes.length > 0 && (
        <div className="flex flex-wrap gap-1.5">
          {result.timeframes.map((frame) => (
            <Badge key={frame.interval} tone={BIAS_TONE[frame.bias]}>
              {frame.interval}: {frame.bias}
            </Badge>
          ))}
        </div>
      )}
      <Section title="Reasoning">
        <p className="m-0 text-fg text-sm leading-relaxed">{result.reasoning}</p>
      </Section>
      <Section title="Analysis">
        <p className="m-0 whitespace-pre-line text-muted text-xs leading-relaxed">{result.analysis}</p>
      </Section>
      {result.news.length > 0 && (
        <Section title="Related news">
          <ul className="m-0 flex list-none flex-col gap-1 p-0">
            {result.news.map((item) => (
              <li key={item.url} className="text-xs">
                <a
                  href={item.url}
                  target="_blank"
                  rel="noreferrer"
                  className="text-accent-strong hover:underline"
                >
                  {item.title}
                </a>
                <span className="text-faint"> · {item.source}</span>
              </li>
            ))}
          </ul>
        </Section>
      )}
      <p className="m-0 flex flex-wrap gap-x-4 gap-y-1 border-line border-t pt-2 text-faint text-xs">
        <span>
          Credits used: <span className="text-fg">{result.creditsUsed}</span>
        </span>
        {Number.isFinite(result.creditsRemaining) && (
          <span>
            Left today: <span className="text-fg">{result.creditsRemaining}</span>
          </span>
        )}
        <span>Texts: {result.textSource === 'llm' ? 'LLM over the engine figures' : 'technical engine'}</span>
        <span>{new Date(result.createdAt).toLocaleString()}</span>
      </p>
    </div>
  );
}

/** The result of seed 001 §2: bias, levels on the candles, backtest, reasoning, analysis, credits. */
export function AnalysisResultView({ page }: { page: AiTradingPageModel }) {
  return (
    <Panel title="Result" aria-label="Result" bodyClassName="p-0" aria-busy={page.analyzing}>
      {page.result && !page.analyzing ? (
        <ResultBody result={page.result} setupPath={page.tradeSetupPath} />
      ) : (
        <Placeholder analyzing={page.analyzing} />
      )}
    </Panel>
  );
}
