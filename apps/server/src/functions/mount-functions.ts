import type { Context, Hono } from 'hono';
import { HttpError } from '../http/http-error';
import { readJsonBody } from '../http/json-body';
import type { FunctionContext, ServerFunction } from './function-definition';

export function mountFunctions(
  app: Hono,
  functions: Readonly<Record<string, ServerFunction>>,
  context: FunctionContext,
  ipOf: (c: Context) => string = () => 'unknown',
): void {
  app.post('/functions/:name', async (c) => {
    const name = c.req.param('name');
    // Own properties only: 'constructor' or '__proto__' are not functions.
    const fn = Object.hasOwn(functions, name) ? functions[name] : undefined;
    if (!fn) throw new HttpError(404, 'Not found');
    return c.json(await fn.invoke(() => readJsonBody(c), c.get('session'), context, ipOf(c)));
  });
}
