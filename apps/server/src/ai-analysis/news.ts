import * as v from 'valibot';
import { fetchJson, ProviderError } from './http-json';

/**
 * Related headlines from NewsAPI (https://newsapi.org/docs/endpoints/everything):
 * `GET /v2/everything?q=…&sortBy=publishedAt&pageSize=5&language=en` with the `X-Api-Key` header,
 * answered `{"status":"ok","totalResults":…,"articles":[{"source":{"id":…,"name":"…"},"title":"…",
 * "url":"…","publishedAt":"…",…}]}` or `{"status":"error","code":"…","message":"…"}`.
 */
export interface NewsConfig {
  apiKey: string;
  baseUrl: string;
}

export interface Headline {
  title: string;
  url: string;
  source: string;
  publishedAt: string;
}

export const NEWS_UNCONFIGURED_REASON =
  'Related news is not available: no news provider is configured (NEWS_API_KEY).';
const HEADLINES = 5;
const TIMEOUT_MS = 8_000;
const PROVIDER = 'NewsAPI';

const answerSchema = v.variant('status', [
  v.object({
    status: v.literal('ok'),
    articles: v.array(
      v.object({
        source: v.object({ name: v.nullish(v.string()) }),
        title: v.nullish(v.string()),
        url: v.string(),
        publishedAt: v.string(),
      }),
    ),
  }),
  v.object({ status: v.literal('error'), message: v.string() }),
]);

/** The search words of a symbol: BTC-USDT → "BTC", EURUSD → "EUR USD", AAPL → "AAPL". */
export function newsQuery(marketType: string, symbol: string): string {
  if (marketType === 'crypto') return symbol.replace(/-USDT$/, '');
  if (marketType === 'forex' && /^[A-Z]{6}$/.test(symbol)) return `${symbol.slice(0, 3)} ${symbol.slice(3)}`;
  return symbol;
}

export async function latestHeadlines(
  config: NewsConfig,
  marketType: string,
  symbol: string,
): Promise<Headline[]> {
  const url = new URL(`${config.baseUrl}/v2/everything`);
  url.search = new URLSearchParams({
    q: newsQuery(marketType, symbol),
    sortBy: 'publishedAt',
    pageSize: String(HEADLINES),
    language: 'en',
  }).toString();
  const parsed = v.safeParse(
    answerSchema,
    await fetchJson(PROVIDER, url.toString(), {
      timeoutMs: TIMEOUT_MS,
      headers: { 'x-api-key': config.apiKey },
    }),
  );
  if (!parsed.success) throw new ProviderError(PROVIDER, 'answered articles of another shape');
  if (parsed.output.status === 'error') throw new ProviderError(PROVIDER, parsed.output.message);
  return parsed.output.articles.slice(0, HEADLINES).map((article) => ({
    title: article.title ?? '(untitled)',
    url: article.url,
    source: article.source.name ?? 'unknown',
    publishedAt: article.publishedAt,
  }));
}
