import {
  type FunctionName,
  type FunctionRequest,
  type FunctionResponse,
  WALLET_NOT_CONNECTED_MESSAGE,
} from '@pluto/core';
import { useMemo } from 'react';
import {
  defaultFetch,
  readJson,
  refusal,
  ServerError,
  sendToServer,
  UNEXPECTED_ANSWER,
} from '../../lib/server/server-request';
import { useOptionalSession } from '../../lib/server/session-context';

const loadAnswerSchemas = () => import('./function-answers');

/** What a call resolves with: the function's answer; a refusal (`success: false`) rejects instead. */
export type FunctionResult<N extends FunctionName> = Exclude<FunctionResponse<N>, { success: false }>;

/**
 * `POST /functions/<name>` with a body its contract types; resolves with the answer parsed through
 * the contract. Rejects with a ServerError carrying the server's text and the HTTP status when the
 * server refuses (an HTTP error, or `{success: false, error}`) or answers in another shape.
 */
export type CallFunction = <N extends FunctionName>(
  name: N,
  request: FunctionRequest<N>,
) => Promise<FunctionResult<N>>;

function isRefused(answer: unknown): answer is { success: false; error: string } {
  return typeof answer === 'object' && answer !== null && 'success' in answer && answer.success === false;
}

/** A call without a session: the wallet layer has not loaded, so there is no one to sign in. */
export const signInUnavailable = (): Promise<never> =>
  Promise.reject(new ServerError(401, WALLET_NOT_CONNECTED_MESSAGE));

/** Calls server functions; a 401 runs `signIn` once and retries once. */
export function createCallFunction(
  signIn: () => Promise<void>,
  fetchImpl: typeof fetch = defaultFetch,
): CallFunction {
  return async <N extends FunctionName>(name: N, request: FunctionRequest<N>) => {
    const path = `/functions/${name}`;
    let response = await sendToServer(fetchImpl, 'POST', path, request);
    if (response.status === 401) {
      await signIn();
      response = await sendToServer(fetchImpl, 'POST', path, request);
    }
    if (!response.ok) throw await refusal(response);
    const [{ parseFunctionResponse }, json] = await Promise.all([loadAnswerSchemas(), readJson(response)]);
    const answer = parseFunctionResponse(name, json);
    if (answer === undefined) throw new ServerError(response.status, UNEXPECTED_ANSWER);
    if (isRefused(answer)) throw new ServerError(response.status, answer.error);
    // Refusals are gone; TypeScript cannot narrow a generic answer by the guard above.
    return answer as FunctionResult<N>;
  };
}

/** Server function calls that sign in with the session on a 401 (seed 000 §7). */
export function useCallFunction(): CallFunction {
  const signIn = useOptionalSession()?.signIn;
  return useMemo(() => createCallFunction(signIn ?? signInUnavailable), [signIn]);
}
