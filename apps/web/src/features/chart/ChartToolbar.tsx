import { CHART_PERIODS, type ChartPeriod } from '@pluto/core';
import { Activity, Camera, ChevronRight, Globe, Maximize, Minimize, Search, Settings } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../ui';
import type { ChartWidgetModel } from './use-chart-widget';

/** An icon-only toolbar button named by its tooltip (seed 001 §2). */
export function IconButton({
  label,
  onClick,
  children,
  pressed,
  className,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  pressed?: boolean;
  className?: string;
}) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'inline-flex size-7 shrink-0 items-center justify-center rounded text-muted transition-colors hover:bg-raised hover:text-fg',
        'focus-visible:outline-2 focus-visible:outline-accent',
        pressed && 'bg-raised text-fg',
        className,
      )}
    >
      {children}
    </button>
  );
}

/**
 * The source's periods (the chosen one highlighted), then indicators, timezone, settings, screenshot
 * and full screen; the menu toggle on the left opens the drawing bar, and with a `symbol` its button
 * opens the symbol search. The periods scroll on a phone so 1M stays reachable, the icons stay put.
 */
export function ChartToolbar({
  model,
  periods = CHART_PERIODS,
  symbol,
}: {
  model: ChartWidgetModel;
  /** The periods the chart's source has candles for. */
  periods?: readonly ChartPeriod[];
  symbol?: string;
}) {
  const { t } = model;
  return (
    <div className="flex h-9 shrink-0 items-center gap-1 border-line border-b px-1">
      <IconButton label={t('drawing_tools')} onClick={model.toggleDrawingBar} pressed={model.drawingBarOpen}>
        <ChevronRight
          size={15}
          aria-hidden
          className={cn('transition-transform', model.drawingBarOpen && 'rotate-180')}
        />
      </IconButton>
      {symbol !== undefined && (
        <button
          type="button"
          title={t('symbol_search')}
          aria-label={`${t('symbol_search')} ${symbol}`}
          onClick={() => model.openDialog('symbol')}
          className={cn(
            'inline-flex h-7 shrink-0 items-center gap-1 rounded px-1.5 font-medium text-fg text-xs hover:bg-raised',
            'focus-visible:outline-2 focus-visible:outline-accent',
          )}
        >
          <Search size={13} aria-hidden className="text-muted" />
          {symbol}
        </button>
      )}
      <div
        role="toolbar"
        aria-label={t('period')}
        className="flex min-w-0 flex-1 gap-0.5 overflow-x-auto [scrollbar-width:none]"
      >
        {periods.map((p) => (
          <button
            key={p.text}
            type="button"
            aria-pressed={p.text === model.period.text}
            onClick={() => model.setPeriod(p)}
            className={cn(
              'h-6 shrink-0 rounded px-1.5 font-mono text-[11px]',
              p.text === model.period.text ? 'bg-raised text-accent' : 'text-muted hover:text-fg',
            )}
          >
            {p.text}
          </button>
        ))}
      </div>
      <div className="flex shrink-0 items-center gap-0.5 border-line border-l pl-1">
        <IconButton label={t('indicator')} onClick={() => model.openDialog('indicators')}>
          <Activity size={15} aria-hidden />
        </IconButton>
        <IconButton label={t('timezone')} onClick={() => model.openDialog('timezone')}>
          <Globe size={15} aria-hidden />
        </IconButton>
        <IconButton label={t('setting')} onClick={() => model.openDialog('settings')}>
          <Settings size={15} aria-hidden />
        </IconButton>
        <IconButton label={t('screenshot')} onClick={() => model.openDialog('screenshot')}>
          <Camera size={15} aria-hidden />
        </IconButton>
        <IconButton
          label={model.fullScreen ? t('exit_full_screen') : t('full_screen')}
          onClick={model.toggle}
        >
          {model.fullScreen ? <Minimize size={15} aria-hidden /> : <Maximize size={15} aria-hidden />}
        </IconButton>
      </div>
    </div>
  );
}
