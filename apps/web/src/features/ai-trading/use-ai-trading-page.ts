import {
  AI_TEXTS,
  type AnalysisFormAction,
  type AnalysisResult,
  analysisFormError,
  analysisFormReducer,
  analysisPickError,
  DEFAULT_SYMBOLS,
  INITIAL_ANALYSIS_FORM,
  type StrategyRow,
  tradeSetupOf,
  tradeSetupPath,
} from '@pluto/core';
import { useEffect, useReducer, useState } from 'react';
import { useAiSymbols, useAiWallet, useAnalyzeChart } from '../../data';
import { toast } from '../../ui';

export type AiTab = 'analysis' | 'strategies' | 'history' | 'compare';

const errorText = (error: unknown) => (error instanceof Error ? error.message : undefined);

/** The /ai-trading page's logic (seed 001 §2, §4, §5, §8); the views only render it. */
export function useAiTradingPage() {
  const wallet = useAiWallet();
  const [tab, setTab] = useState<AiTab>('analysis');
  const [form, dispatchForm] = useReducer(analysisFormReducer, INITIAL_ANALYSIS_FORM);
  const [result, setResult] = useState<AnalysisResult | null>(null);
  const symbols = useAiSymbols(form.marketType);
  const analyze = useAnalyzeChart();

  // Strategies and History need a wallet: a disconnect goes back to Analysis.
  useEffect(() => {
    if (!wallet.connected)
      setTab((current) => (current === 'strategies' || current === 'history' ? 'analysis' : current));
  }, [wallet.connected]);

  const symbolsFailed = symbols.isError;
  const newsAvailable = symbols.data?.news.available ?? false;
  const symbolOptions = symbols.data?.symbols ?? DEFAULT_SYMBOLS[form.marketType];

  function dispatch(action: AnalysisFormAction) {
    const refused = analysisPickError(form, action);
    if (refused) toast({ title: refused, variant: 'destructive' });
    dispatchForm(action);
  }

  function run() {
    const invalid = analysisFormError(form);
    if (invalid) {
      toast({ title: invalid, variant: 'destructive' });
      return;
    }
    const { strategyName: _name, ...fields } = form;
    // A loaded strategy may ask for news the server cannot give: the option is off then (its reason shows).
    const request = { ...fields, analyzeRelatedNews: fields.analyzeRelatedNews && newsAvailable };
    analyze.mutate(request, {
      onSuccess: (answer) => {
        setResult(answer);
        toast({ title: AI_TEXTS.analysisSucceeded, variant: 'success' });
      },
      onError: (error) =>
        error.message === AI_TEXTS.noData
          ? toast({ title: AI_TEXTS.noData, variant: 'destructive' })
          : toast({ title: AI_TEXTS.analysisFailed, description: errorText(error), variant: 'destructive' }),
    });
  }

  function loadStrategy(strategy: StrategyRow) {
    dispatchForm({ type: 'loadStrategy', strategy });
    setTab('analysis');
    toast({ title: AI_TEXTS.strategyLoaded(strategy.name), variant: 'success' });
  }

  function showAnalysis(past: AnalysisResult) {
    setResult(past);
    setTab('analysis');
  }

  const setup = result ? tradeSetupOf(result) : null;
  return {
    wallet,
    tab,
    setTab,
    form,
    dispatch,
    symbolOptions,
    symbolsFailed,
    news: symbols.data?.news ?? null,
    analyzing: analyze.isPending,
    run,
    result,
    tradeSetupPath: setup ? tradeSetupPath(setup) : null,
    loadStrategy,
    showAnalysis,
  };
}

export type AiTradingPageModel = ReturnType<typeof useAiTradingPage>;
