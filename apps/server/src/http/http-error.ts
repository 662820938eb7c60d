import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An expected refusal: answered as `{ error: message }` with its status, never logged as a fault. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
