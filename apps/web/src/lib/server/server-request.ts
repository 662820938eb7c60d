import { parseServerError } from '@pluto/core';

/** A refused server call; `message` is the server's text (`{error}`, or a function's refusal). */
export class ServerError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ServerError';
  }
}

export const UNEXPECTED_ANSWER = 'Unexpected answer from the server';

/** Same-origin request: the session is an HttpOnly cookie, so every request carries credentials. */
export function sendToServer(
  fetchImpl: typeof fetch,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<Response> {
  return fetchImpl(path, {
    method,
    credentials: 'include',
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export async function readJson(response: Response): Promise<unknown> {
  return response.json().catch(() => null);
}

/** The error of an HTTP refusal, with the server's `{error}` text when it gave one. */
export async function refusal(response: Response): Promise<ServerError> {
  const message = parseServerError(await readJson(response)) ?? `Request failed (${response.status})`;
  return new ServerError(response.status, message);
}

export const defaultFetch: typeof fetch = (...args) => fetch(...args);
