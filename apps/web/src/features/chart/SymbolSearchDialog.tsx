import { type ChartSymbol, chartSymbolLabel, coinInitials, searchChartSymbols } from '@pluto/core';
import { Check, Search } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { cn, List, TextInput } from '../../ui';
import { Dialog } from '../../ui/Dialog';
import type { ChartWidgetModel } from './use-chart-widget';

/** What the symbol search offers: the shown symbol, the source's symbols and the choice's handler. */
export interface SymbolSearch {
  current: string;
  load: () => Promise<readonly ChartSymbol[]>;
  choose: (ticker: string) => void;
}

type Loaded = { symbols: readonly ChartSymbol[]; failed: boolean } | undefined;

/** The source's symbols, loaded each time the dialog opens (a market list changes over time). */
function useSymbols(open: boolean, load: SymbolSearch['load']): Loaded {
  const [loaded, setLoaded] = useState<Loaded>(undefined);
  useEffect(() => {
    if (!open) return;
    let current = true;
    load().then(
      (symbols) => current && setLoaded({ symbols, failed: false }),
      () => current && setLoaded((before) => ({ symbols: before?.symbols ?? [], failed: true })),
    );
    return () => {
      current = false;
    };
  }, [open, load]);
  return loaded;
}

function SymbolLogo({ symbol }: { symbol: ChartSymbol }) {
  const [failed, setFailed] = useState(false);
  if (symbol.logo && !failed) {
    return (
      <img
        src={symbol.logo}
        alt=""
        width={18}
        height={18}
        onError={() => setFailed(true)}
        className="size-[18px] shrink-0 rounded-full bg-raised"
      />
    );
  }
  return (
    <span
      aria-hidden
      className="inline-flex size-[18px] shrink-0 items-center justify-center rounded-full bg-raised font-semibold text-[8px] text-muted"
    >
      {coinInitials(symbol.ticker)}
    </span>
  );
}

/**
 * Seed 001 §2's symbol search: the source's symbols filtered by code or name as one types; arrows
 * move through the matches, Enter or a click chooses one.
 */
export function SymbolSearchDialog({ model, search }: { model: ChartWidgetModel; search: SymbolSearch }) {
  const { t } = model;
  const open = model.dialog === 'symbol';
  const loaded = useSymbols(open, search.load);
  const [text, setText] = useState('');
  const found = useMemo(() => searchChartSymbols(loaded?.symbols ?? [], text), [loaded, text]);
  const [activeTicker, setActiveTicker] = useState(search.current);
  const activeIndex = Math.max(
    0,
    found.findIndex((symbol) => symbol.ticker === activeTicker),
  );
  const listId = useId();
  const optionId = (index: number) => `${listId}-${index}`;

  useEffect(() => {
    if (open) return;
    setText('');
    setActiveTicker(search.current);
  }, [open, search.current]);
  useEffect(() => {
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  });

  const choose = (symbol: ChartSymbol | undefined) => {
    if (!symbol) return;
    model.closeDialog();
    if (symbol.ticker !== search.current) search.choose(symbol.ticker);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step !== undefined) {
      event.preventDefault();
      const next = Math.min(found.length - 1, Math.max(0, activeIndex + step));
      setActiveTicker(found[next]?.ticker ?? activeTicker);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(found[activeIndex]);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && model.closeDialog()}
      title={t('symbol_search')}
      width={400}
    >
      <TextInput
        role="combobox"
        aria-label={t('symbol_code')}
        aria-expanded
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={found.length > 0 ? optionId(activeIndex) : undefined}
        placeholder={t('symbol_code')}
        value={text}
        onValueChange={(next) => {
          setText(next);
          setActiveTicker('');
        }}
        onKeyDown={onKeyDown}
        prefix={<Search size={13} aria-hidden />}
        inputSize="sm"
        autoFocus
      />
      <List
        id={listId}
        role="listbox"
        aria-label={t('symbol_search')}
        items={found}
        loading={loaded === undefined}
        loadingText={t('loading_symbols')}
        emptyText={t('no_symbols')}
        error={loaded?.failed && loaded.symbols.length === 0 ? t('symbols_failed') : undefined}
        getKey={(symbol) => symbol.ticker}
        className="mt-2 max-h-80 overflow-y-auto"
        itemProps={(symbol, index) => ({
          id: optionId(index),
          'aria-selected': index === activeIndex,
          onClick: () => choose(symbol),
          onMouseMove: () => setActiveTicker(symbol.ticker),
        })}
        itemClassName="cursor-pointer rounded aria-selected:bg-raised"
        renderItem={(symbol) => (
          <div className="flex h-8 items-center gap-2 px-2 text-xs">
            <SymbolLogo symbol={symbol} />
            <span
              className={cn(
                'font-medium font-mono',
                symbol.ticker === search.current ? 'text-accent' : 'text-fg',
              )}
            >
              {symbol.ticker}
            </span>
            {chartSymbolLabel(symbol) !== symbol.ticker && (
              <span className="truncate text-muted">{chartSymbolLabel(symbol)}</span>
            )}
            {symbol.ticker === search.current && (
              <Check size={13} aria-hidden className="ml-auto text-accent" />
            )}
          </div>
        )}
      />
    </Dialog>
  );
}
