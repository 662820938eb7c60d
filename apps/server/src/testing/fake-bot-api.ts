import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One Bot API call the server made: the method and its JSON parameters. */
export interface BotApiCall {
  method: string;
  params: Record<string, unknown>;
  /** The refusal it was answered with (`refuse`), when it was. */
  refused?: BotApiRefusal;
}

/**
 * A refusal Telegram answers with: an error (`{"ok":false,"error_code","description","parameters"}`),
 * e.g. 429 with `retry_after`, or 403 when the user blocked the bot; or `'drop'`, the connection
 * closed without an answer (Telegram unreachable).
 */
export type BotApiRefusal =
  | { error_code: number; description: string; parameters?: { retry_after?: number } }
  | 'drop';

export const FAKE_BOT_USER = {
  id: 7_000_000_001,
  is_bot: true,
  first_name: 'Pluto',
  username: 'pluto_test_bot',
  can_join_groups: true,
  can_read_all_group_messages: false,
  supports_inline_queries: false,
  can_connect_to_business: false,
  has_main_web_app: false,
};

/**
 * A local stand-in for Telegram's Bot API (https://core.telegram.org/bots/api), speaking its JSON:
 * `POST /bot<token>/<method>` answered with `{"ok":true,"result":…}` or `{"ok":false,"error_code",
 * "description"}`. It keeps the webhook registration, numbers the messages it is asked to send, and
 * hands queued updates to getUpdates (long polling). A wrong token is refused as Telegram does.
 */
export interface FakeBotApi {
  /** The API root to give grammY (no trailing slash). */
  url: string;
  calls: BotApiCall[];
  /** Queues an update for getUpdates. */
  deliver(update: Record<string, unknown>): void;
  /** Waits until a call of `method` matching `test` was made (newest first), up to 10 s. */
  waitFor(method: string, test?: (params: Record<string, unknown>) => boolean): Promise<BotApiCall>;
  /** Makes getWebhookInfo report a delivery error, as Telegram does after failed deliveries. */
  failDeliveries(message: string): void;
  /** Answers the next calls of `method` matching `test` with `refusals`, one each, in order. */
  refuse(
    method: string,
    test: (params: Record<string, unknown>) => boolean,
    ...refusals: BotApiRefusal[]
  ): void;
  close(): Promise<void>;
}

async function readParams(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return {};
  if (request.headers['content-type']?.includes('json')) return JSON.parse(text) as Record<string, unknown>;
  return Object.fromEntries(new URLSearchParams(text));
}

export async function startFakeBotApi(token: string): Promise<FakeBotApi> {
  const calls: BotApiCall[] = [];
  const updates: Record<string, unknown>[] = [];
  const waiters = new Set<() => void>();
  let webhook = { url: '', secretToken: '' };
  let lastError: { date: number; message: string } | null = null;
  let nextMessageId = 1;
  const refusals: Array<{
    method: string;
    test: (params: Record<string, unknown>) => boolean;
    refusal: BotApiRefusal;
  }> = [];

  const notify = () => {
    for (const wake of waiters) wake();
  };

  function answer(method: string, params: Record<string, unknown>): unknown {
    switch (method) {
      case 'getMe':
        return FAKE_BOT_USER;
      case 'setWebhook':
        webhook = { url: String(params.url ?? ''), secretToken: String(params.secret_token ?? '') };
        return true;
      case 'deleteWebhook':
        webhook = { url: '', secretToken: '' };
        return true;
      case 'getWebhookInfo':
        return {
          url: webhook.url,
          has_custom_certificate: false,
          pending_update_count: 0,
          ...(lastError ? { last_error_date: lastError.date, last_error_message: lastError.message } : {}),
        };
      case 'sendMessage':
      case 'editMessageText':
        return {
          message_id: method === 'sendMessage' ? nextMessageId++ : Number(params.message_id),
          date: Math.floor(Date.now() / 1000),
          chat: { id: Number(params.chat_id), type: 'private', first_name: 'Trader' },
          from: FAKE_BOT_USER,
          text: params.text,
        };
      case 'answerCallbackQuery':
        return true;
      default:
        return undefined;
    }
  }

  async function getUpdates(params: Record<string, unknown>): Promise<unknown[]> {
    const offset = Number(params.offset ?? 0);
    while (updates.length > 0 && Number(updates[0]?.update_id) < offset) updates.shift();
    if (updates.length === 0) {
      // Long polling: hold the request until an update arrives or a short wait passes.
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake);
          resolve();
        };
        waiters.add(wake);
        setTimeout(wake, 200);
      });
    }
    return updates.filter((update) => Number(update.update_id) >= offset);
  }

  const server: Server = createServer(async (request, response) => {
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(request.url ?? '');
    const params = await readParams(request);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (!match || match[1] !== token)
      return send(401, { ok: false, error_code: 401, description: 'Unauthorized' });
    const method = match[2] as string;
    const refusalAt = refusals.findIndex((entry) => entry.method === method && entry.test(params));
    const refusal = refusals.splice(refusalAt, refusalAt < 0 ? 0 : 1)[0]?.refusal;
    calls.push(refusal ? { method, params, refused: refusal } : { method, params });
    notify();
    if (refusal === 'drop') return void request.socket.destroy();
    if (refusal) return send(refusal.error_code, { ok: false, ...refusal });
    if (method === 'getUpdates') {
      if (webhook.url !== '') {
        return send(409, {
          ok: false,
          error_code: 409,
          description:
            "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first",
        });
      }
      return send(200, { ok: true, result: await getUpdates(params) });
    }
    const result = answer(method, params);
    if (result === undefined)
      return send(404, { ok: false, error_code: 404, description: 'Not Found: method not found' });
    return send(200, { ok: true, result });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    deliver(update) {
      updates.push(update);
      notify();
    },
    async waitFor(method, test = () => true) {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const found = calls.findLast((call) => call.method === method && test(call.params));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no ${method} call arrived`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    failDeliveries(message) {
      lastError = { date: Math.floor(Date.now() / 1000), message };
    },
    refuse(method, test, ...answers) {
      for (const refusal of answers) refusals.push({ method, test, refusal });
    },
    async close() {
      notify();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
