/** A third-party JSON API call that failed: the provider's own text, never the key. */
export class ProviderError extends Error {
  constructor(provider: string, detail: string) {
    super(`${provider}: ${detail}`);
    this.name = 'ProviderError';
  }
}

/** GET or POST `url` and answer its JSON body; times out after `timeoutMs`. */
export async function fetchJson(
  provider: string,
  url: string,
  init: RequestInit & { timeoutMs: number },
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(init.timeoutMs) });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new ProviderError(provider, timedOut ? `no answer within ${init.timeoutMs} ms` : 'unreachable');
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ProviderError(provider, `answered ${response.status} with a body that is not JSON`);
  }
  if (!response.ok) {
    const message = (body as { message?: unknown } | null)?.message;
    throw new ProviderError(
      provider,
      `answered ${response.status}${typeof message === 'string' ? `: ${message}` : ''}`,
    );
  }
  return body;
}
