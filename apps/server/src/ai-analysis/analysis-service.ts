import {
  AI_INTERVAL_MS,
  AI_LIMITS,
  type AiInterval,
  type AnalysisCandle,
  type AnalysisResult,
  analysisCreditCost,
  analysisFormError,
  analyzeCandles,
  type ContractBody,
  cryptoCoinOfSymbol,
  cryptoSymbolOfCoin,
  DEFAULT_SYMBOLS,
  exchangeIntervalOf,
  type gptchartAnalyzeContract,
  type MarketType,
  NotEnoughCandlesError,
} from '@pluto/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';
import type { ExchangeGateway } from '../providers/exchange/exchange-gateway';
import { type CreditPayer, refundCredits, spendCredits } from './credits';
import { recordAnalysis } from './history-store';
import { ProviderError } from './http-json';
import { type LlmConfig, llmTexts } from './llm';
import { type Headline, latestHeadlines, NEWS_UNCONFIGURED_REASON, type NewsConfig } from './news';
import { isSimulatedSymbol, simulatedCandles } from './simulated-series';
import { type MarketDataConfig, twelveDataCandles } from './twelve-data';

export interface AiAnalysisConfig {
  /** Credits a signed-in wallet may spend per UTC day. */
  walletDailyCredits: number;
  /** Credits one visitor IP (no wallet) may spend per UTC day. */
  visitorDailyCredits: number;
  llm: LlmConfig | null;
  marketData: MarketDataConfig | null;
  news: NewsConfig | null;
  /** The devnet: stock and forex built-in symbols have seeded simulated series when no provider is set. */
  simulatedMarkets: boolean;
}

export type AnalyzeBody = ContractBody<typeof gptchartAnalyzeContract>;

/** Who asks: the signed-in wallet (lowercase) or null, and the request's IP. */
export interface AnalysisCaller {
  wallet: string | null;
  ip: string;
}

/** The chart under a result shows this many of the main interval's last candles. */
const CHART_CANDLES = 150;
/** Candles are read again after at most this long (and a quarter of their interval). */
const CANDLE_CACHE_MS = 15_000;
const CANDLE_CACHE_ENTRIES = 256;

interface CachedCandles {
  expiresAt: number;
  candles: Promise<AnalysisCandle[]>;
}

export class AiAnalysisService {
  private symbolCache = new Map<MarketType, { expiresAt: number; symbols: string[] }>();
  private candleCache = new Map<string, CachedCandles>();

  constructor(
    readonly config: AiAnalysisConfig,
    private readonly db: Kysely<Database>,
    private readonly exchange: ExchangeGateway,
    private readonly now: () => number = Date.now,
  ) {}

  newsStatus(): { available: boolean; reason: string | null } {
    return this.config.news
      ? { available: true, reason: null }
      : { available: false, reason: NEWS_UNCONFIGURED_REASON };
  }

  /**
   * Seed 001 §7 gptchart-symbols: crypto from the exchange's perp universe (cached 1 hour), stock
   * and forex the built-in lists (the ones with data on the devnet and the provider's usual tickers).
   */
  async symbols(marketType: MarketType): Promise<{ symbols: string[]; source: 'exchange' | 'built-in' }> {
    if (marketType !== 'crypto') return { symbols: [...DEFAULT_SYMBOLS[marketType]], source: 'built-in' };
    const cached = this.symbolCache.get(marketType);
    if (cached && cached.expiresAt > this.now()) return { symbols: cached.symbols, source: 'exchange' };
    let universe: { name: string; isDelisted?: boolean }[];
    try {
      ({ universe } = await this.exchange.info.meta());
    } catch {
      throw new HttpError(502, 'The exchange did not answer its market list');
    }
    const symbols = universe
      .filter((asset) => !asset.isDelisted)
      .map((asset) => cryptoSymbolOfCoin(asset.name));
    this.symbolCache.set(marketType, { expiresAt: this.now() + AI_LIMITS.symbolCacheMs, symbols });
    return { symbols, source: 'exchange' };
  }

  private payer(caller: AnalysisCaller): CreditPayer {
    return caller.wallet
      ? { subject: `wallet:${caller.wallet}`, allowance: this.config.walletDailyCredits, signedIn: true }
      : { subject: `ip:${caller.ip}`, allowance: this.config.visitorDailyCredits, signedIn: false };
  }

  /** Seed 001 §7 gptchart-analyze: checks, charges the credits, computes, keeps it for a wallet. */
  async analyze(body: AnalyzeBody, caller: AnalysisCaller): Promise<AnalysisResult> {
    const formError = analysisFormError(body);
    if (formError) throw new HttpError(400, formError);
    if (body.analyzeRelatedNews && !this.config.news) throw new HttpError(400, NEWS_UNCONFIGURED_REASON);
    const cost = analysisCreditCost(body);
    const payer = this.payer(caller);
    const at = this.now();
    const left = await spendCredits(this.db, payer, cost, at);
    try {
      return await this.compute(body, caller, cost, left);
    } catch (error) {
      await refundCredits(this.db, payer, cost, at);
      if (error instanceof NotEnoughCandlesError) throw new HttpError(400, error.message);
      if (error instanceof ProviderError) throw new HttpError(502, error.message);
      throw error;
    }
  }

  private async compute(body: AnalyzeBody, caller: AnalysisCaller, cost: number, left: number) {
    const expert = body.expertMode;
    const indicators = expert ? body.selectedIndicators : [];
    const extraIntervals = expert
      ? [...new Set(body.timeframes)].filter((frame) => frame !== body.interval)
      : [];
    const [main, extras, news] = await Promise.all([
      this.candles(body.marketType, body.symbol, body.interval),
      Promise.all(extraIntervals.map((frame) => this.candles(body.marketType, body.symbol, frame))),
      body.analyzeRelatedNews && this.config.news
        ? latestHeadlines(this.config.news, body.marketType, body.symbol)
        : Promise.resolve<Headline[]>([]),
    ]);
    const engine = analyzeCandles({
      symbol: body.symbol,
      strategyType: body.strategyType,
      indicators,
      main: { interval: body.interval, candles: main },
      extraTimeframes: extras.map((candles, k) => ({
        interval: extraIntervals[k] ?? body.interval,
        candles,
      })),
    });
    const written = this.config.llm
      ? await llmTexts(this.config.llm, {
          symbol: body.symbol,
          marketType: body.marketType,
          interval: body.interval,
          strategyType: body.strategyType,
          customPrompt: expert ? body.customPrompt : '',
          engine,
          headlines: news.map((headline) => headline.title),
        })
      : null;
    const newsLines =
      news.length > 0 ? `\nRelated news:\n${news.map((n) => `- ${n.title} (${n.source})`).join('\n')}` : '';
    const result = {
      symbol: body.symbol,
      marketType: body.marketType,
      interval: body.interval,
      strategyType: body.strategyType,
      bias: engine.bias,
      entry: engine.entry,
      stopLoss: engine.stopLoss,
      takeProfit: engine.takeProfit,
      confirmationPrice: engine.confirmationPrice,
      reasoning: written?.reasoning ?? engine.reasoning,
      // The backtest line is the engine's in every case: it is a computed figure, not prose.
      analysis: `${written?.analysis ?? engine.analysis}${written ? `\n${engine.backtestText}` : ''}${newsLines}`,
      creditsUsed: cost,
      backtest: { ...engine.backtest, text: engine.backtestText },
      timeframes: engine.timeframes,
      news,
      textSource: written ? ('llm' as const) : ('engine' as const),
    };
    const kept = caller.wallet ? await recordAnalysis(this.db, caller.wallet, result) : null;
    return {
      ...result,
      id: kept?.id ?? null,
      createdAt: (kept?.createdAt ?? new Date(this.now())).toISOString(),
      creditsRemaining: left,
      candles: main.slice(-CHART_CANDLES),
    };
  }

  /** The last 500 candles of a symbol at an interval, from the source of its market type. */
  private candles(marketType: MarketType, symbol: string, interval: AiInterval): Promise<AnalysisCandle[]> {
    const key = `${marketType}/${symbol}/${interval}`;
    const now = this.now();
    const cached = this.candleCache.get(key);
    if (cached && cached.expiresAt > now) return cached.candles;
    const candles = this.readCandles(marketType, symbol, interval, now);
    if (this.candleCache.size >= CANDLE_CACHE_ENTRIES) this.candleCache.clear();
    const ttl = Math.min(CANDLE_CACHE_MS, AI_INTERVAL_MS[interval] / 4);
    this.candleCache.set(key, { expiresAt: now + ttl, candles });
    // A failed read is not served again.
    candles.catch(() => this.candleCache.delete(key));
    return candles;
  }

  private async readCandles(
    marketType: MarketType,
    symbol: string,
    interval: AiInterval,
    now: number,
  ): Promise<AnalysisCandle[]> {
    const count = AI_LIMITS.candles;
    if (marketType === 'crypto') return this.exchangeCandles(symbol, interval, count, now);
    if (this.config.marketData)
      return twelveDataCandles(this.config.marketData, marketType, symbol, interval, count);
    if (this.config.simulatedMarkets && isSimulatedSymbol(marketType, symbol)) {
      return simulatedCandles(marketType, symbol, interval, count, now);
    }
    throw new HttpError(
      400,
      this.config.simulatedMarkets
        ? `${symbol} has no data on the devnet: choose one of the listed ${marketType} symbols`
        : 'Stock and forex data is not configured on this server (MARKET_DATA_API_KEY)',
    );
  }

  private async exchangeCandles(
    symbol: string,
    interval: AiInterval,
    count: number,
    now: number,
  ): Promise<AnalysisCandle[]> {
    const coin = cryptoCoinOfSymbol(symbol);
    if (!(await this.exchange.market(coin)))
      throw new HttpError(400, `${symbol} is not listed on the exchange`);
    let answer: { t: number; o: string; h: string; l: string; c: string; v: string }[];
    try {
      answer = await this.exchange.info.candleSnapshot({
        coin,
        interval: exchangeIntervalOf(interval),
        startTime: now - count * AI_INTERVAL_MS[interval],
        endTime: now,
      });
    } catch {
      throw new ProviderError('Exchange', 'candleSnapshot failed');
    }
    return answer.slice(-count).map((candle) => ({
      t: candle.t,
      o: Number(candle.o),
      h: Number(candle.h),
      l: Number(candle.l),
      c: Number(candle.c),
      v: Number(candle.v),
    }));
  }
}
