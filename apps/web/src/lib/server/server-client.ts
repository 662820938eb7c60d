import {
  parseNonceResponse,
  parseServerError,
  parseServerFunctionResponse,
  parseSessionResponse,
  type ServerFunctionName,
  type ServerFunctionRequests,
  type ServerFunctionResponse,
} from '@pluto/core';

/** A refused server call; `message` is the server's `{error}` text. */
export class ServerError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ServerError';
  }
}

/** Runs Sign-In With Ethereum; resolves once a session cookie is set. */
export type SignInHandler = () => Promise<void>;

export interface ServerClient {
  /** `POST /functions/<name>`; a 401 runs sign-in once and retries instead of failing silently. */
  call<N extends ServerFunctionName>(
    name: N,
    body: ServerFunctionRequests[N],
  ): Promise<ServerFunctionResponse<N>>;
  getNonce(): Promise<string>;
  verify(message: string, signature: string): Promise<void>;
  /** The signed-in address, or null when there is no valid session. */
  getSession(): Promise<string | null>;
  logout(): Promise<void>;
  /** Registers who signs in when a call finds no session; returns the unregister function. */
  onUnauthorized(handler: SignInHandler): () => void;
}

const UNEXPECTED_ANSWER = 'Unexpected answer from the server';

async function readJson(response: Response): Promise<unknown> {
  return response.json().catch(() => null);
}

async function failure(response: Response): Promise<ServerError> {
  const message = parseServerError(await readJson(response)) ?? `Request failed (${response.status})`;
  return new ServerError(response.status, message);
}

function answerOrThrow<T>(value: T | undefined, status: number): T {
  if (value === undefined) throw new ServerError(status, UNEXPECTED_ANSWER);
  return value;
}

/** Same-origin client: the session is an HttpOnly cookie, so every request carries credentials. */
export function createServerClient(fetchImpl: typeof fetch = (...args) => fetch(...args)): ServerClient {
  let signIn: SignInHandler | undefined;

  const send = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    fetchImpl(path, {
      method,
      credentials: 'include',
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  return {
    async call(name, body) {
      const path = `/functions/${name}`;
      let response = await send('POST', path, body);
      if (response.status === 401 && signIn) {
        await signIn();
        response = await send('POST', path, body);
      }
      if (!response.ok) throw await failure(response);
      return answerOrThrow(parseServerFunctionResponse(name, await readJson(response)), response.status);
    },
    async getNonce() {
      const response = await send('GET', '/auth/nonce');
      if (!response.ok) throw await failure(response);
      return answerOrThrow(parseNonceResponse(await readJson(response)), response.status);
    },
    async verify(message, signature) {
      const response = await send('POST', '/auth/verify', { message, signature });
      if (!response.ok) throw await failure(response);
    },
    async getSession() {
      const response = await send('GET', '/auth/session');
      if (response.status === 401) return null;
      if (!response.ok) throw await failure(response);
      return answerOrThrow(parseSessionResponse(await readJson(response)), response.status);
    },
    async logout() {
      await send('POST', '/auth/logout');
    },
    onUnauthorized(handler) {
      signIn = handler;
      return () => {
        if (signIn === handler) signIn = undefined;
      };
    },
  };
}

export const serverClient = createServerClient();
