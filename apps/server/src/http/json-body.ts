import { parseRequest } from '@pluto/core';
import type { Context } from 'hono';
import type { GenericSchema, InferOutput } from 'valibot';
import { HttpError } from './http-error';

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

/** The body `schema` accepts, or a 400 naming every field at fault: `Invalid request: userAddress: …`. */
export function parseBody<Schema extends GenericSchema>(schema: Schema, body: unknown): InferOutput<Schema> {
  const parsed = parseRequest(schema, body);
  if (!parsed.success) throw new HttpError(400, `Invalid request: ${parsed.error}`);
  return parsed.output;
}
