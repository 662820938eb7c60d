import type * as v from 'valibot';

/**
 * What one server function takes and answers, shared by the server (which validates the body and
 * types its handler) and the web app (which types the call and parses the answer).
 */
export interface FunctionContract<
  Name extends string = string,
  Request extends v.GenericSchema = v.GenericSchema,
  Response extends v.GenericSchema = v.GenericSchema,
> {
  /** Called as `POST /functions/<name>`. */
  readonly name: Name;
  readonly request: Request;
  readonly response: Response;
}

export function defineContract<
  const Name extends string,
  Request extends v.GenericSchema,
  Response extends v.GenericSchema,
>(contract: FunctionContract<Name, Request, Response>): FunctionContract<Name, Request, Response> {
  return contract;
}

/** What a caller sends (defaults may be left out). */
export type ContractRequest<Contract extends FunctionContract> = v.InferInput<Contract['request']>;
/** The body the server's handler receives: checked, defaults filled in. */
export type ContractBody<Contract extends FunctionContract> = v.InferOutput<Contract['request']>;
/** What the function answers (the handler's result, before the caller's parse). */
export type ContractAnswer<Contract extends FunctionContract> = v.InferInput<Contract['response']>;
/** The answer as the caller reads it. */
export type ContractResponse<Contract extends FunctionContract> = v.InferOutput<Contract['response']>;
