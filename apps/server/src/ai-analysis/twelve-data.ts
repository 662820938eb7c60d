import type { AiInterval, AnalysisCandle, MarketType } from '@pluto/core';
import * as v from 'valibot';
import { fetchJson, ProviderError } from './http-json';

/**
 * Stock and forex candles from Twelve Data (https://twelvedata.com/docs#time-series):
 * `GET /time_series?symbol=AAPL&interval=15min&outputsize=500&timezone=UTC&apikey=…`, answered
 * `{"meta":{…},"values":[{"datetime":"2024-05-01 15:45:00","open":"…","high":"…","low":"…",
 * "close":"…","volume":"…"}],"status":"ok"}` newest first (forex has no volume), or
 * `{"code":401,"message":"…","status":"error"}`.
 */
export interface MarketDataConfig {
  apiKey: string;
  baseUrl: string;
}

const INTERVAL: Readonly<Record<AiInterval, string>> = {
  '1m': '1min',
  '5m': '5min',
  '15m': '15min',
  '30m': '30min',
  '1H': '1h',
  '4H': '4h',
  '1D': '1day',
  '1W': '1week',
  '1M': '1month',
};

const decimalText = v.pipe(v.string(), v.transform(Number), v.number(), v.finite());
const timeSeriesAnswer = v.variant('status', [
  v.object({
    status: v.literal('ok'),
    values: v.array(
      v.object({
        datetime: v.string(),
        open: decimalText,
        high: decimalText,
        low: decimalText,
        close: decimalText,
        volume: v.optional(decimalText, '0'),
      }),
    ),
  }),
  v.object({ status: v.literal('error'), code: v.optional(v.number()), message: v.string() }),
]);

const PROVIDER = 'Twelve Data';
const TIMEOUT_MS = 10_000;

/** Twelve Data's symbol: EURUSD → EUR/USD for forex, the ticker as is for stocks. */
export function twelveDataSymbol(marketType: MarketType, symbol: string): string {
  return marketType === 'forex' && /^[A-Z]{6}$/.test(symbol)
    ? `${symbol.slice(0, 3)}/${symbol.slice(3)}`
    : symbol;
}

/** '2024-05-01 15:45:00' or '2024-05-01' in UTC (the request asks for timezone=UTC). */
function utcMs(datetime: string): number {
  return Date.parse(`${datetime.replace(' ', 'T')}${datetime.length > 10 ? '' : 'T00:00:00'}Z`);
}

export async function twelveDataCandles(
  config: MarketDataConfig,
  marketType: MarketType,
  symbol: string,
  interval: AiInterval,
  count: number,
): Promise<AnalysisCandle[]> {
  const url = new URL(`${config.baseUrl}/time_series`);
  url.search = new URLSearchParams({
    symbol: twelveDataSymbol(marketType, symbol),
    interval: INTERVAL[interval],
    outputsize: String(count),
    timezone: 'UTC',
    apikey: config.apiKey,
  }).toString();
  const parsed = v.safeParse(
    timeSeriesAnswer,
    await fetchJson(PROVIDER, url.toString(), { timeoutMs: TIMEOUT_MS }),
  );
  if (!parsed.success) throw new ProviderError(PROVIDER, 'answered a time series of another shape');
  if (parsed.output.status === 'error') throw new ProviderError(PROVIDER, parsed.output.message);
  return parsed.output.values
    .map((value) => ({
      t: utcMs(value.datetime),
      o: value.open,
      h: value.high,
      l: value.low,
      c: value.close,
      v: value.volume,
    }))
    .sort((a, b) => a.t - b.t);
}
