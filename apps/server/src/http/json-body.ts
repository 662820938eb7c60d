import type { Context } from 'hono';
import type { z } from 'zod';
import { HttpError } from './http-error';

/** Names every field at fault: `userAddress: must be a 0x-prefixed 40-hex-digit wallet address; ...`. */
function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

export async function readJsonBody(c: Context): Promise<unknown> {
  const contentType = c.req.header('content-type') ?? '';
  // Browsers cannot send application/json cross-site without a CORS preflight, which we never grant.
  if (!contentType.toLowerCase().startsWith('application/json')) {
    throw new HttpError(415, 'Content-Type must be application/json');
  }
  const text = await c.req.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Request body must be valid JSON');
  }
}

export function parseBody<Schema extends z.ZodType>(schema: Schema, body: unknown): z.output<Schema> {
  const result = schema.safeParse(body);
  if (!result.success) throw new HttpError(400, `Invalid request: ${describeIssues(result.error)}`);
  return result.data;
}
