import { parseNonceResponse, parseSessionResponse } from '@pluto/core';
import {
  defaultFetch,
  readJson,
  refusal,
  ServerError,
  sendToServer,
  UNEXPECTED_ANSWER,
} from './server-request';

/** The server's Sign-In With Ethereum endpoints (its functions: `./functions`). */
export interface ServerClient {
  getNonce(): Promise<string>;
  verify(message: string, signature: string): Promise<void>;
  /** The signed-in address, or null when there is no valid session. */
  getSession(): Promise<string | null>;
  logout(): Promise<void>;
}

function answerOrThrow<T>(value: T | undefined, status: number): T {
  if (value === undefined) throw new ServerError(status, UNEXPECTED_ANSWER);
  return value;
}

/** Same-origin client: the session is an HttpOnly cookie, so every request carries credentials. */
export function createServerClient(fetchImpl: typeof fetch = defaultFetch): ServerClient {
  const send = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    sendToServer(fetchImpl, method, path, body);

  return {
    async getNonce() {
      const response = await send('GET', '/auth/nonce');
      if (!response.ok) throw await refusal(response);
      return answerOrThrow(parseNonceResponse(await readJson(response)), response.status);
    },
    async verify(message, signature) {
      const response = await send('POST', '/auth/verify', { message, signature });
      if (!response.ok) throw await refusal(response);
    },
    async getSession() {
      const response = await send('GET', '/auth/session');
      if (response.status === 401) return null;
      if (!response.ok) throw await refusal(response);
      return answerOrThrow(parseSessionResponse(await readJson(response)), response.status);
    },
    async logout() {
      await send('POST', '/auth/logout');
    },
  };
}

export const serverClient = createServerClient();
