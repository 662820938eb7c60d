import { setTimeout as sleep } from 'node:timers/promises';
import { BOT_TEXTS, liquidationDistance } from '@pluto/core';
import { isAddress } from 'viem';
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTelegram } from '../app';
import { createLogger } from '../logger';
import { type BotApiCall, FAKE_BOT_USER, type FakeBotApi, startFakeBotApi } from '../testing/fake-bot-api';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy';
import { TEST_BACKENDS } from '../testing/test-databases';
import { startTestExchange, type TestExchange } from '../testing/test-exchange';
import { startTestServer, type TestServer } from '../testing/test-server';
import { consoleUserId } from './bot-console';
import type { FillNotifier } from './fill-notifier';
import { GIVEN_UP_KEPT_MS } from './telegram-outbox';
import type { TelegramService } from './telegram-service';
import { claimLiquidationWarning } from './telegram-users';
import { webhookSecrets } from './webhook-secrets';

/**
 * The Telegram bot end to end: the server's webhook receives Telegram updates, the bot answers
 * through a local fake Bot API, and trades go through the user's agent to the devnet exchange.
 */

const TOKEN = '123456:test-token_ABC';
const secrets = webhookSecrets(TOKEN);
const maker = privateKeyToAccount(generatePrivateKey());
const builder = privateKeyToAccount(generatePrivateKey());

/** Telegram users, by id. */
const TRADER = 5001;
const GUESSER = 5002;
const LATECOMER = 5003;
const WATCHER = 5004;

let exchange: TestExchange;

beforeAll(async () => {
  exchange = await startTestExchange();
  exchange.fund(builder.address, '200');
  await exchange.provideBtcBook(maker);
});

afterAll(async () => {
  await exchange?.close();
});

/*
 * The suite runs on each database backend in turn, as other users of the one engine: these are set
 * by the backend's `beforeAll`, for the helpers below.
 */
let admin: PrivateKeyAccount;
let user: PrivateKeyAccount;
let stranger: PrivateKeyAccount;
let botApi: FakeBotApi;
let server: TestServer;
let nextUpdateId = 1;

function chatOf(userId: number) {
  return { id: userId, type: 'private', first_name: `Trader ${userId}` };
}

function fromOf(userId: number) {
  return { id: userId, is_bot: false, first_name: `Trader ${userId}`, username: `trader${userId}` };
}

function postUpdate(update: object, path = secrets.path, header: string | null = secrets.header) {
  return server.request(`/telegram/webhook/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(header ? { 'X-Telegram-Bot-Api-Secret-Token': header } : {}),
    },
    body: JSON.stringify(update),
  });
}

/** Delivers an update through the webhook; answers the Bot API calls the bot made for it. */
async function deliver(update: object): Promise<BotApiCall[]> {
  const before = botApi.calls.length;
  const response = await postUpdate(update);
  expect(response.status).toBe(200);
  return botApi.calls.slice(before);
}

function say(userId: number, text: string): Promise<BotApiCall[]> {
  const update_id = nextUpdateId++;
  const date = Math.floor(Date.now() / 1000);
  return deliver({
    update_id,
    message: { message_id: update_id, date, chat: chatOf(userId), from: fromOf(userId), text },
  });
}

function press(userId: number, messageId: number, data: string): Promise<BotApiCall[]> {
  const update_id = nextUpdateId++;
  const message = { message_id: messageId, date: 0, chat: chatOf(userId), from: FAKE_BOT_USER, text: '' };
  return deliver({
    update_id,
    callback_query: { id: String(update_id), from: fromOf(userId), chat_instance: 'c', data, message },
  });
}

/** The messages the bot sent or edited. */
function replies(calls: BotApiCall[]): BotApiCall[] {
  return calls.filter((call) => call.method === 'sendMessage' || call.method === 'editMessageText');
}

function texts(calls: BotApiCall[]): string[] {
  return replies(calls).map((call) => String(call.params.text));
}

function buttons(call: BotApiCall | undefined): Array<{ text: string; callback_data: string }> {
  const markup = call?.params.reply_markup as
    | { inline_keyboard: Array<Array<{ text: string; callback_data: string }>> }
    | undefined;
  return markup?.inline_keyboard.flat() ?? [];
}

async function call(name: string, body: object, cookie?: string) {
  const response = await server.postJson(`/functions/${name}`, body, cookie);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function btcPosition(): Promise<string | undefined> {
  const state = await exchange.info.clearinghouseState({ user: user.address });
  return state.assetPositions.find((entry) => entry.position.coin === 'BTC')?.position.szi;
}

const BTC_ORACLE = '113000';

function setBtcOracle(price: number): void {
  const answer = exchange.service.system({ type: 'setOracle', prices: { BTC: price.toFixed(0) } });
  if (answer.status !== 'ok') throw new Error(`oracle refused: ${String(answer.response)}`);
}

/** An agent for `account` on the server, approved on the exchange with the builder fee. */
async function enableTrading(account: PrivateKeyAccount): Promise<void> {
  const cookie = await server.signIn(account);
  const { body } = await call('create-agent-wallet', { userAddress: account.address }, cookie);
  const agentAddress = String(body.agentAddress);
  if (!isAddress(agentAddress)) throw new Error('no agent');
  await exchange.client(account).approveAgent({ agentAddress, agentName: 'pluto' });
  await exchange.client(account).approveBuilderFee({ builder: builder.address, maxFeeRate: '1%' });
}

/** How long a test gives the exchange's WebSocket to deliver what it should not (the absence checks). */
const FEED_QUIET_MS = 300;

/**
 * The messages the bot sent on its own (sendMessage; its answers to a press edit their message)
 * to `chatId` starting with `prefix`, since call `from`, once there are `count`. With `settled`,
 * waits FEED_QUIET_MS more and for that notifier to handle what it received, so the answer also
 * shows that nothing more was sent.
 */
async function notifications(
  chatId: number,
  prefix: string,
  from: number,
  count: number,
  settled?: FillNotifier,
): Promise<string[]> {
  const sent = () =>
    botApi.calls
      .slice(from)
      .filter(
        (entry) =>
          entry.method === 'sendMessage' && !entry.refused && Number(entry.params.chat_id) === chatId,
      )
      .map((entry) => String(entry.params.text))
      .filter((text) => text.startsWith(prefix));
  const deadline = Date.now() + 10_000;
  while (sent().length < count && Date.now() < deadline) await sleep(20);
  if (settled) {
    await sleep(FEED_QUIET_MS);
    await settled.settled();
  }
  return sent();
}

const fillNotifications = (from: number, count: number, settled?: FillNotifier) =>
  notifications(TRADER, 'Filled: ', from, count, settled);

describe.each(TEST_BACKENDS)('the Telegram bot on $name', (backend) => {
  beforeAll(async () => {
    admin = privateKeyToAccount(generatePrivateKey());
    user = privateKeyToAccount(generatePrivateKey());
    stranger = privateKeyToAccount(generatePrivateKey());
    exchange.fund(user.address, '10000');
    botApi = await startFakeBotApi(TOKEN);
    server = await startTestServer(backend, {
      EXCHANGE_API_URL: exchange.url,
      EXCHANGE_WS_URL: exchange.wsUrl,
      BUILDER_ADDRESS: builder.address,
      ADMIN_WALLETS: admin.address,
      TELEGRAM_BOT_TOKEN: TOKEN,
      TELEGRAM_WEBHOOK_URL: 'https://pluto.example',
      TELEGRAM_API_ROOT: botApi.url,
    });
  });

  afterAll(async () => {
    await server?.close();
    await botApi?.close();
  });

  describe('webhook setup', () => {
    it('is refused without a session and for a signed-in wallet that is not an admin', async () => {
      expect(await call('setup-telegram-webhook', {})).toEqual({
        status: 401,
        body: { error: 'Unauthorized' },
      });
      const cookie = await server.signIn(user);
      expect(await call('setup-telegram-webhook', {}, cookie)).toEqual({
        status: 403,
        body: { error: 'Unauthorized' },
      });
      expect(botApi.calls.some((entry) => entry.method === 'setWebhook')).toBe(false);
    });

    it('registers the webhook with its secret token for an admin and answers the status card’s fields', async () => {
      const cookie = await server.signIn(admin);
      const answer = await call('setup-telegram-webhook', {}, cookie);
      expect(answer).toEqual({
        status: 200,
        body: {
          success: true,
          error: null,
          bot: { username: 'pluto_test_bot' },
          webhook: { url: 'https://pluto.example/telegram/webhook/…', isSet: true, lastErrorMessage: null },
        },
      });
      const setWebhook = await botApi.waitFor('setWebhook');
      expect(setWebhook.params).toMatchObject({
        url: `https://pluto.example/telegram/webhook/${secrets.path}`,
        secret_token: secrets.header,
      });
      // The page's public status read shows the same, and Telegram's last delivery error when there is one.
      botApi.failDeliveries('Wrong response from the webhook: 502 Bad Gateway');
      expect((await call('get-telegram-bot', {})).body).toEqual({
        mode: 'webhook',
        console: true,
        error: null,
        bot: { username: 'pluto_test_bot' },
        webhook: {
          url: 'https://pluto.example/telegram/webhook/…',
          isSet: true,
          lastErrorMessage: 'Wrong response from the webhook: 502 Bad Gateway',
        },
      });
      expect(server.responseBodies.join('\n')).not.toContain(secrets.path);
      expect(server.logLines.join('\n')).not.toContain(TOKEN);
    });
  });

  describe('the webhook', () => {
    it('refuses a wrong path secret (404) and a wrong or missing secret-token header (401), handling nothing', async () => {
      const before = botApi.calls.length;
      const update = {
        update_id: nextUpdateId++,
        message: { message_id: 1, date: 0, chat: chatOf(TRADER), from: fromOf(TRADER), text: '/help' },
      };
      expect((await postUpdate(update, 'wrong-secret')).status).toBe(404);
      expect((await postUpdate(update, secrets.path, 'wrong-token')).status).toBe(401);
      expect((await postUpdate(update, secrets.path, null)).status).toBe(401);
      expect(botApi.calls.length).toBe(before);
    });

    it('answers unknown or malformed input with the help text', async () => {
      for (const text of ['hello', '/frobnicate', 'long BTC 0.1 10x', '/close']) {
        expect(texts(await say(TRADER, text)), text).toEqual([BOT_TEXTS.help]);
      }
      expect(texts(await say(TRADER, '/start'))).toEqual([BOT_TEXTS.welcome]);
    });
  });

  describe('codes and linking', () => {
    let cookie: string;
    let code: string;

    beforeAll(async () => {
      cookie = await server.signIn(user);
    });

    it('generates a code only for the session’s own wallet', async () => {
      expect((await call('generate-telegram-code', { walletAddress: user.address })).status).toBe(401);
      expect((await call('generate-telegram-code', { walletAddress: stranger.address }, cookie)).status).toBe(
        403,
      );
      const answer = await call('generate-telegram-code', { walletAddress: user.address }, cookie);
      expect(answer.status).toBe(200);
      code = String(answer.body.code);
      expect(code).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{8}$/);
      expect(Date.parse(String(answer.body.expiresAt)) - Date.now()).toBeGreaterThan(14 * 60_000);
      const row = await server.services.db.selectFrom('telegram_users').selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        wallet_address: user.address.toLowerCase(),
        authorization_code: code,
        is_authorized: false,
      });
      expect(Number(row.telegram_user_id)).toBe(0);
    });

    it('an unlinked Telegram user cannot trade', async () => {
      expect(texts(await say(TRADER, 'long BTC 0.001x 2x'))).toEqual([BOT_TEXTS.notLinked]);
      expect(texts(await press(TRADER, 1, 'x:long BTC 0.001x 2x'))).toEqual([BOT_TEXTS.notLinked]);
      expect(await btcPosition()).toBeUndefined();
    });

    it('refuses a wrong code and an expired one', async () => {
      expect(texts(await say(TRADER, '/authorize AAAAAAAA'))).toEqual([BOT_TEXTS.codeRefused]);
      await server.services.db
        .updateTable('telegram_users')
        .set({ code_expires_at: new Date(Date.now() - 1000) })
        .execute();
      expect(texts(await say(TRADER, `/authorize ${code}`))).toEqual([BOT_TEXTS.codeRefused]);
    });

    it('a new code replaces the old one; the live code links once, and is used up', async () => {
      const old = code;
      code = String(
        (await call('generate-telegram-code', { walletAddress: user.address }, cookie)).body.code,
      );
      expect(code).not.toBe(old);
      expect(texts(await say(TRADER, `/authorize ${old}`))).toEqual([BOT_TEXTS.codeRefused]);
      expect(texts(await say(TRADER, `/authorize ${code.toLowerCase()}`))).toEqual([
        BOT_TEXTS.linked(user.address.toLowerCase()),
      ]);
      expect(texts(await say(LATECOMER, `/authorize ${code}`))).toEqual([BOT_TEXTS.codeRefused]);
      expect((await call('get-telegram-link', { walletAddress: user.address }, cookie)).body).toEqual({
        linked: true,
        telegramName: `@trader${TRADER}`,
      });
    });

    it('limits /authorize guesses per Telegram user: after 5 failures even the right code waits', async () => {
      const strangerCookie = await server.signIn(stranger);
      const live = String(
        (await call('generate-telegram-code', { walletAddress: stranger.address }, strangerCookie)).body.code,
      );
      for (let guess = 0; guess < 5; guess++) {
        expect(texts(await say(GUESSER, '/authorize BBBBBBBB'))).toEqual([BOT_TEXTS.codeRefused]);
      }
      expect(texts(await say(GUESSER, `/authorize ${live}`))).toEqual([BOT_TEXTS.rateLimited(15)]);
      // Another Telegram user is not held back by the guesser.
      expect(texts(await say(LATECOMER, `/authorize ${live}`))).toEqual([
        BOT_TEXTS.linked(stranger.address.toLowerCase()),
      ]);
    });
  });

  describe('trading from Telegram', () => {
    beforeAll(() => enableTrading(user));

    it('asks to confirm the quick format, then opens the position through the agent with the builder fee', async () => {
      const [review] = await say(TRADER, 'long BTC 0.001x 2x');
      expect(review?.params.text).toBe(
        BOT_TEXTS.review({ side: 'long', asset: 'BTC', amount: '0.001', unit: 'base', leverage: 2 }),
      );
      expect(buttons(review)).toEqual([
        { text: 'Confirm', callback_data: 'x:long BTC 0.001x 2x' },
        { text: 'Cancel', callback_data: 'n' },
      ]);
      expect(await btcPosition()).toBeUndefined();

      const calls = await press(TRADER, 7, 'x:long BTC 0.001x 2x');
      expect(calls.find((entry) => entry.method === 'answerCallbackQuery')).toBeDefined();
      const [placing, filled] = texts(calls);
      expect(placing).toBe(BOT_TEXTS.placing);
      const fills = await exchange.info.userFills({ user: user.address });
      const fill = fills.find((entry) => entry.coin === 'BTC');
      expect(fill?.builderFee).toBe('0.1131');
      expect(filled).toBe(`Filled: Bought 0.001 BTC at 113100.0, fee ${fill?.fee} USDC`);
      expect(await btcPosition()).toBe('0.001');
      const state = await exchange.info.clearinghouseState({ user: user.address });
      expect(state.assetPositions[0]?.position.leverage.value).toBe(2);
    });

    it('lists the position with a Close button', async () => {
      const [reply] = await say(TRADER, '/positions');
      expect(String(reply?.params.text)).toMatch(
        /^BTC Long 0\.001 at 113100(\.0)? \(2x\), PnL -?\d+\.\d\d USDC$/,
      );
      expect(buttons(reply)).toEqual([{ text: 'Close BTC', callback_data: 'c:BTC' }]);
    });

    it('closes it with /close after the confirmation, and Cancel does nothing', async () => {
      const [review] = await say(TRADER, '/close BTC');
      expect(review?.params.text).toBe(BOT_TEXTS.reviewClose('BTC'));
      expect(buttons(review).map((button) => button.callback_data)).toEqual(['xc:BTC', 'n']);
      expect(texts(await press(TRADER, 9, 'n'))).toEqual([BOT_TEXTS.dismissed]);
      expect(await btcPosition()).toBe('0.001');

      const [, closed] = texts(await press(TRADER, 9, 'xc:BTC'));
      expect(closed).toMatch(/^Filled: Sold 0\.001 BTC at 112900(\.0)?, fee [\d.]+ USDC$/);
      expect(await btcPosition()).toBeUndefined();
      expect(texts(await say(TRADER, '/positions'))).toEqual([BOT_TEXTS.noPositions]);
    });

    it('answers an order the exchange rules refuse with the web app’s text', async () => {
      await say(TRADER, 'long BTC 0.00001x 2x');
      const [, refused] = texts(await press(TRADER, 11, 'x:long BTC 0.00001x 2x'));
      expect(refused).toMatch(/^Order refused: /);
      expect(await btcPosition()).toBeUndefined();
    });

    it('shows the balance and asks for size then leverage with buttons after /long BTC', async () => {
      const [balance] = texts(await say(TRADER, '/balance'));
      expect(balance).toMatch(
        /^Account value: [\d.,]+ USDC\nMargin used: [\d.,]+ USDC\nWithdrawable: [\d.,]+ USDC$/,
      );
      const [sizes] = await say(TRADER, '/long btc');
      expect(buttons(sizes).map((button) => button.callback_data)).toEqual([
        's:long BTC 25$',
        's:long BTC 50$',
        's:long BTC 100$',
        's:long BTC 250$',
        's:long BTC 500$',
      ]);
      const [leverages] = replies(await press(TRADER, 12, 's:long BTC 50$'));
      expect(buttons(leverages).at(0)).toEqual({ text: '1x', callback_data: 'r:long BTC 50$ 1x' });
      const [review] = replies(await press(TRADER, 12, 'r:long BTC 50$ 1x'));
      expect(buttons(review).at(0)?.callback_data).toBe('x:long BTC 50$ 1x');
    });

    describe('fill notifications from the exchange’s user feed', () => {
      let feedProxy: TcpProxy;
      let notifying: TelegramService;

      beforeAll(async () => {
        feedProxy = await startTcpProxy(exchange.url);
      });

      afterAll(async () => {
        await notifying?.stop();
        await feedProxy?.close();
      });

      /** A server instance whose notifications listen to the exchange through a relay the test can cut. */
      function startNotifying(): FillNotifier {
        const { runtime } = server.config;
        const wsUrl = `${feedProxy.url.replace(/^http/, 'ws')}/ws`;
        const config = {
          ...server.config,
          runtime: { ...runtime, exchange: { ...runtime.exchange, wsUrl } },
        };
        notifying = createTelegram(config, createLogger('silent'), server.services);
        notifying.start();
        if (!notifying.fillNotifier) throw new Error('no notifier');
        return notifying.fillNotifier;
      }

      it('sends each fill to a user who turned them on, once, and none from before', async () => {
        let notifier = startNotifying();
        expect(texts(await say(TRADER, '/notifications on'))).toEqual([BOT_TEXTS.notificationsOn]);
        await notifier.sync();
        const from = botApi.calls.length;
        await say(TRADER, 'long BTC 0.001x 2x');
        const [, filled] = texts(await press(TRADER, 20, 'x:long BTC 0.001x 2x'));
        expect(await fillNotifications(from, 1)).toEqual([filled]);
        expect(await fillNotifications(from, 1, notifier)).toEqual([filled]);

        // Restarted: the fills since the stored cursor are read back, once; two fills of one
        // millisecond (the order takes a 113050 ask, then the 113100 one) are both sent.
        await notifying.stop();
        await exchange.client(maker).order({
          orders: [{ a: 0, b: false, p: '113050', s: '0.0005', r: false, t: { limit: { tif: 'Gtc' } } }],
          grouping: 'na',
        });
        await say(TRADER, 'long BTC 0.001x 2x');
        await press(TRADER, 21, 'x:long BTC 0.001x 2x');
        const split = (await exchange.info.userFills({ user: user.address })).slice(0, 2);
        expect(split[0]?.time).toBe(split[1]?.time);
        expect(await fillNotifications(from, 1)).toHaveLength(1);
        notifier = startNotifying();
        await notifier.sync();
        const [, bought113050, bought113100] = await fillNotifications(from, 3, notifier);
        expect(bought113050).toMatch(/^Filled: Bought 0\.0005 BTC at 113050(\.0)?, fee /);
        expect(bought113100).toMatch(/^Filled: Bought 0\.0005 BTC at 113100(\.0)?, fee /);
        expect(await fillNotifications(from, 3, notifier)).toHaveLength(3);
      });

      it('after a reconnect, sends the fills made while the feed was down, once', async () => {
        const notifier = notifying.fillNotifier as FillNotifier;
        await feedProxy.cut();
        const from = botApi.calls.length;
        await say(TRADER, '/close BTC');
        const [, closed] = texts(await press(TRADER, 22, 'xc:BTC'));
        expect(await btcPosition()).toBeUndefined();
        expect(await fillNotifications(from, 0, notifier)).toEqual([]);
        await feedProxy.resume();
        expect(await fillNotifications(from, 1)).toEqual([closed]);
        expect(await fillNotifications(from, 1, notifier)).toEqual([closed]);
      });

      /** A fill message to the trader (the bot's own answers edit their message instead). */
      const isFillMessage = (params: Record<string, unknown>) =>
        Number(params.chat_id) === TRADER && String(params.text).startsWith('Filled: ');
      const fillAttempts = (from: number) =>
        botApi.calls
          .slice(from)
          .filter((entry) => entry.method === 'sendMessage' && isFillMessage(entry.params));
      const outbox = () =>
        server.services.db
          .selectFrom('telegram_outbox')
          .select(['text', 'attempts', 'failed_reason'])
          .orderBy('id')
          .execute();
      async function refusedAttempt(from: number): Promise<number> {
        while (!fillAttempts(from).some((entry) => entry.refused)) await sleep(10);
        return Date.now();
      }

      it('sends a fill message Telegram refused with 429 again after its retry_after, once, in order', async () => {
        const notifier = notifying.fillNotifier as FillNotifier;
        const tooMany = {
          error_code: 429,
          description: 'Too Many Requests: retry after 1',
          parameters: { retry_after: 1 },
        };
        botApi.refuse('sendMessage', isFillMessage, tooMany);
        const from = botApi.calls.length;
        await say(TRADER, 'long BTC 0.001x 2x');
        const [, bought] = texts(await press(TRADER, 25, 'x:long BTC 0.001x 2x'));
        const refusedAt = await refusedAttempt(from);
        // The close's fill waits behind the refused one: the trader reads them in order.
        await say(TRADER, '/close BTC');
        const [, closed] = texts(await press(TRADER, 26, 'xc:BTC'));
        expect(await fillNotifications(from, 2)).toEqual([bought, closed]);
        expect(Date.now() - refusedAt).toBeGreaterThanOrEqual(900);
        expect(fillAttempts(from).map((entry) => [entry.params.text, entry.refused])).toEqual([
          [bought, tooMany],
          [bought, undefined],
          [closed, undefined],
        ]);
        expect(await fillNotifications(from, 2, notifier)).toHaveLength(2);
        expect(await outbox()).toEqual([]);
      });

      it('keeps a message Telegram could not be reached for through a restart, and the next instance sends it once', async () => {
        botApi.refuse('sendMessage', isFillMessage, 'drop');
        const from = botApi.calls.length;
        await say(TRADER, 'long BTC 0.001x 2x');
        const [, bought] = texts(await press(TRADER, 27, 'x:long BTC 0.001x 2x'));
        await refusedAttempt(from);
        // The instance goes away before its next try: the claimed fill's message is in the database.
        await notifying.stop();
        expect(await outbox()).toEqual([{ text: bought, attempts: 1, failed_reason: null }]);
        const notifier = startNotifying();
        await notifier.sync();
        expect(await fillNotifications(from, 1, notifier)).toEqual([bought]);
        expect(fillAttempts(from)).toHaveLength(2);
        expect(await outbox()).toEqual([]);
      });

      it('gives a message up when the user blocked the bot (403), records why, and sends the next fills', async () => {
        const notifier = notifying.fillNotifier as FillNotifier;
        const blocked = { error_code: 403, description: 'Forbidden: bot was blocked by the user' };
        botApi.refuse('sendMessage', isFillMessage, blocked);
        const from = botApi.calls.length;
        await say(TRADER, '/close BTC');
        const [, closed] = texts(await press(TRADER, 28, 'xc:BTC'));
        await refusedAttempt(from);
        expect(await fillNotifications(from, 0, notifier)).toEqual([]);
        expect(await outbox()).toEqual([{ text: closed, attempts: 1, failed_reason: blocked.description }]);
        await say(TRADER, 'long BTC 0.001x 2x');
        const [, bought] = texts(await press(TRADER, 29, 'x:long BTC 0.001x 2x'));
        expect(await fillNotifications(from, 1, notifier)).toEqual([bought]);
        expect(fillAttempts(from)).toHaveLength(2);
        // Kept with its reason for GIVEN_UP_KEPT_MS, then deleted when the next message is queued.
        expect(await outbox()).toEqual([{ text: closed, attempts: 1, failed_reason: blocked.description }]);
        await server.services.db
          .updateTable('telegram_outbox')
          .set({ created_at: new Date(Date.now() - GIVEN_UP_KEPT_MS - 60_000) })
          .execute();
        await say(TRADER, '/close BTC');
        await press(TRADER, 32, 'xc:BTC');
        expect(await btcPosition()).toBeUndefined();
        await fillNotifications(from, 2, notifier);
        expect(await outbox()).toEqual([]);
      });

      it('sends nothing once they are turned off, not even a message still waiting to be sent', async () => {
        const notifier = notifying.fillNotifier as FillNotifier;
        const waitLong = {
          error_code: 429,
          description: 'Too Many Requests',
          parameters: { retry_after: 60 },
        };
        botApi.refuse('sendMessage', isFillMessage, waitLong);
        const from = botApi.calls.length;
        await say(TRADER, 'long BTC 0.001x 2x');
        await press(TRADER, 23, 'x:long BTC 0.001x 2x');
        await refusedAttempt(from);
        expect(await outbox()).toHaveLength(1);
        expect(texts(await say(TRADER, '/notifications off'))).toEqual([BOT_TEXTS.notificationsOff]);
        expect(await outbox()).toEqual([]);
        await notifier.sync();
        await press(TRADER, 24, 'xc:BTC');
        expect(await btcPosition()).toBeUndefined();
        expect(await fillNotifications(from, 0, notifier)).toEqual([]);
        expect(fillAttempts(from)).toHaveLength(1);
      });
    });

    it('trades once when a confirmation is pressed twice', async () => {
      await say(TRADER, 'long BTC 0.001x 2x');
      expect(texts(await press(TRADER, 30, 'x:long BTC 0.001x 2x'))).toHaveLength(2);
      expect(texts(await press(TRADER, 30, 'x:long BTC 0.001x 2x'))).toEqual([]);
      expect(await btcPosition()).toBe('0.001');
      await press(TRADER, 31, 'xc:BTC');
      expect(await btcPosition()).toBeUndefined();
    });

    it('unlinking on the page stops the Telegram user from trading', async () => {
      const cookie = await server.signIn(user);
      expect((await call('unlink-telegram', { walletAddress: user.address }, cookie)).body).toEqual({
        success: true,
      });
      expect(texts(await say(TRADER, 'long BTC 0.001x 2x'))).toEqual([BOT_TEXTS.notLinked]);
      expect((await call('get-telegram-link', { walletAddress: user.address }, cookie)).body).toEqual({
        linked: false,
        telegramName: null,
      });
    });

    it('unlinking in the bot frees the wallet too', async () => {
      expect(texts(await say(LATECOMER, '/unlink'))).toEqual([BOT_TEXTS.unlinked]);
      const cookie = await server.signIn(stranger);
      expect((await call('get-telegram-link', { walletAddress: stranger.address }, cookie)).body).toEqual({
        linked: false,
        telegramName: null,
      });
    });
  });

  describe('liquidation warnings, as the oracle moves an account towards liquidation', () => {
    const watched = privateKeyToAccount(generatePrivateKey());
    let notifying: TelegramService;
    let notifier: FillNotifier;
    let from: number;

    beforeAll(async () => {
      exchange.fund(watched.address, '100');
      const cookie = await server.signIn(watched);
      const { body } = await call('generate-telegram-code', { walletAddress: watched.address }, cookie);
      expect(texts(await say(WATCHER, `/authorize ${String(body.code)}`))).toEqual([
        BOT_TEXTS.linked(watched.address.toLowerCase()),
      ]);
      expect(texts(await say(WATCHER, '/notifications on'))).toEqual([BOT_TEXTS.notificationsOn]);
      notifying = createTelegram(server.config, createLogger('silent'), server.services);
      notifying.start();
      notifier = notifying.fillNotifier as FillNotifier;
      await notifier.sync();
      from = botApi.calls.length;
    });

    afterAll(async () => {
      await notifying?.stop();
      setBtcOracle(Number(BTC_ORACLE));
    });

    /** The liquidation warnings WATCHER received since the suite began. */
    const warnings = (count: number) => notifications(WATCHER, 'Liquidation warning', from, count, notifier);

    async function warnedFlag(): Promise<boolean> {
      const row = await server.services.db
        .selectFrom('telegram_users')
        .select('liquidation_warned')
        .where('telegram_user_id', '=', WATCHER)
        .executeTakeFirstOrThrow();
      return row.liquidation_warned;
    }

    /**
     * Moves the BTC oracle until the account's nearest liquidation ratio is `target` (± 0.03). The
     * margin against which the maintenance is measured moves by size × the mark's move, and the
     * mark follows the oracle (its offset is measured at every step).
     */
    async function driveRatioTo(target: number, isolated: boolean): Promise<number> {
      for (let step = 0; step < 6; step++) {
        const state = await exchange.info.clearinghouseState({ user: watched.address });
        const { ratio } = liquidationDistance(state);
        if (Math.abs(ratio - target) < 0.03) return ratio;
        const position = state.assetPositions[0]?.position;
        if (!position) throw new Error('no position');
        const size = Number(position.szi);
        const value = Number(position.positionValue);
        const mark = value / size;
        const margin = Number(isolated ? position.marginUsed : state.crossMarginSummary.accountValue);
        const maintenance = isolated
          ? value / (2 * position.maxLeverage)
          : Number(state.crossMaintenanceMarginUsed);
        const rate = maintenance / value;
        // size × M × rate = target × (margin + size × (M − mark)), solved for the mark M.
        const wanted = (target * (margin - size * mark)) / (size * (rate - target));
        const [, contexts] = await exchange.info.metaAndAssetCtxs();
        setBtcOracle(Number(contexts[0]?.oraclePx) + wanted - mark);
      }
      throw new Error(`the ratio did not reach ${target}`);
    }

    async function approachTwice(isolated: boolean, before: number): Promise<void> {
      expect(await driveRatioTo(0.7, isolated)).toBeLessThan(0.8);
      expect(await warnings(before)).toHaveLength(before);
      await driveRatioTo(0.9, isolated);
      const [warning] = (await warnings(before + 1)).slice(before);
      expect(warning).toMatch(
        isolated
          ? /^Liquidation warning: your isolated BTC position's/
          : /^Liquidation warning: your maintenance margin is (8[7-9]|9[0-3]) %/,
      );
      // Still close, even closer: no second message.
      await driveRatioTo(0.93, isolated);
      await driveRatioTo(0.85, isolated);
      expect(await warnings(before + 1)).toHaveLength(before + 1);
      // Recovered under 60 %: re-armed (silently), and the next approach warns again.
      await recover(isolated);
      expect(await warnings(before + 1)).toHaveLength(before + 1);
      await driveRatioTo(0.9, isolated);
      expect(await warnings(before + 2)).toHaveLength(before + 2);
      await recover(isolated);
    }

    /** Under 60 %, once the notifier has re-armed the warning. */
    async function recover(isolated: boolean): Promise<void> {
      await driveRatioTo(0.3, isolated);
      const deadline = Date.now() + 10_000;
      while ((await warnedFlag()) && Date.now() < deadline) await sleep(20);
      expect(await warnedFlag()).toBe(false);
    }

    async function openBtc(isCross: boolean): Promise<void> {
      const client = exchange.client(watched);
      await client.updateLeverage({ asset: 0, isCross, leverage: 20 });
      await client.order({
        orders: [{ a: 0, b: true, p: '113100', s: '0.01', r: false, t: { limit: { tif: 'Ioc' } } }],
        grouping: 'na',
      });
    }

    async function closeBtc(): Promise<void> {
      setBtcOracle(Number(BTC_ORACLE));
      await exchange.client(watched).order({
        orders: [{ a: 0, b: false, p: '112900', s: '0.01', r: true, t: { limit: { tif: 'Ioc' } } }],
        grouping: 'na',
      });
      const state = await exchange.info.clearinghouseState({ user: watched.address });
      expect(state.assetPositions).toEqual([]);
    }

    it('warns a cross account once per approach, and again after it recovered', async () => {
      await openBtc(true);
      await approachTwice(false, 0);
      await closeBtc();
    });

    it('watches an isolated position the same way', async () => {
      await openBtc(false);
      await approachTwice(true, 2);
      await closeBtc();
    });

    /** The attempts to send WATCHER a liquidation warning since `from`, refused or not. */
    const isWarning = (params: Record<string, unknown>) =>
      Number(params.chat_id) === WATCHER && String(params.text).startsWith('Liquidation warning');
    const warningAttempts = () =>
      botApi.calls.slice(from).filter((entry) => entry.method === 'sendMessage' && isWarning(entry.params));
    const waitingWarnings = () =>
      server.services.db
        .selectFrom('telegram_outbox')
        .select(['text', 'attempts'])
        .where('message_key', 'like', 'liquidation-warning:%')
        .execute();

    it('sends a warning Telegram could not be reached for on its next try, and drops one no longer true', async () => {
      await openBtc(true);
      // Unreachable once: the warning waits in the outbox and goes out on the next try, once.
      botApi.refuse('sendMessage', isWarning, 'drop');
      await driveRatioTo(0.9, false);
      expect(await warnings(5)).toHaveLength(5);
      expect(warningAttempts().map((entry) => entry.refused)).toEqual([
        ...Array(4).fill(undefined),
        'drop',
        undefined,
      ]);
      expect(await waitingWarnings()).toEqual([]);
      await recover(false);

      // Telegram asks to wait a minute; the account recovers meanwhile: the warning is not sent.
      botApi.refuse('sendMessage', isWarning, {
        error_code: 429,
        description: 'Too Many Requests',
        parameters: { retry_after: 60 },
      });
      await driveRatioTo(0.9, false);
      await expect.poll(async () => (await waitingWarnings())[0]?.attempts, { timeout: 10_000 }).toBe(1);
      await recover(false);
      expect(await waitingWarnings()).toEqual([]);
      expect(warningAttempts()).toHaveLength(7);
      await closeBtc();
    });

    it('claims a warning once even when two instances see the same state', async () => {
      await notifying.stop();
      const { id } = await server.services.db
        .selectFrom('telegram_users')
        .select('id')
        .where('telegram_user_id', '=', WATCHER)
        .executeTakeFirstOrThrow();
      expect(await claimLiquidationWarning(server.services.db, id, true)).toBe(true);
      expect(await claimLiquidationWarning(server.services.db, id, true)).toBe(false);
      expect(await claimLiquidationWarning(server.services.db, id, false)).toBe(true);
    });
  });

  describe('long polling', () => {
    it('takes updates from getUpdates with the same handlers when no public URL is configured', async () => {
      const pollingConfig = { ...server.config, telegram: { ...server.config.telegram, webhookUrl: null } };
      const telegram = createTelegram(pollingConfig, createLogger('silent'), server.services);
      expect(telegram.mode).toBe('polling');
      const update_id = 10_000;
      botApi.deliver({
        update_id,
        message: { message_id: 1, date: 0, chat: chatOf(TRADER), from: fromOf(TRADER), text: '/help' },
      });
      telegram.start();
      try {
        await botApi.waitFor('deleteWebhook');
        const reply = await botApi.waitFor(
          'sendMessage',
          (params) => params.text === BOT_TEXTS.help && Number(params.chat_id) === TRADER,
        );
        expect(reply).toBeDefined();
      } finally {
        await telegram.stop();
      }
    });
  });

  describe('the devnet bot console', () => {
    it('runs the same handlers for the signed-in wallet’s console user, pressing only buttons the bot sent', async () => {
      const cookie = await server.signIn(stranger);
      const send = async (input: object) =>
        (await call('telegram-console', { walletAddress: stranger.address, input }, cookie)).body;
      expect(await send({ kind: 'text', text: 'what?' })).toEqual({
        messages: [{ messageId: 1, text: BOT_TEXTS.help, buttons: [] }],
      });
      const code = String(
        (await call('generate-telegram-code', { walletAddress: stranger.address }, cookie)).body.code,
      );
      expect(await send({ kind: 'text', text: `/authorize ${code}` })).toEqual({
        messages: [{ messageId: 2, text: BOT_TEXTS.linked(stranger.address.toLowerCase()), buttons: [] }],
      });
      const review = (await send({ kind: 'text', text: 'short ETH 250$ 5x' })) as {
        messages: Array<{ messageId: number; buttons: Array<Array<{ data: string }>> }>;
      };
      expect(review.messages[0]?.buttons.flat().map((button) => button.data)).toEqual([
        'x:short ETH 250$ 5x',
        'n',
      ]);
      expect(await send({ kind: 'button', messageId: 3, data: 'x:long BTC 1x 2x' })).toEqual({
        messages: [],
      });
      expect(await send({ kind: 'button', messageId: 3, data: 'n' })).toEqual({
        messages: [{ messageId: 3, text: BOT_TEXTS.dismissed, buttons: [] }],
      });
      expect(
        botApi.calls.some(
          (entry) => entry.params.text === BOT_TEXTS.dismissed && Number(entry.params.chat_id) !== TRADER,
        ),
      ).toBe(false);
    });

    it('shows the notifications the bot sends on its own in the console, once', async () => {
      exchange.fund(stranger.address, '1000');
      await enableTrading(stranger);
      const cookie = await server.signIn(stranger);
      const send = async (input: object) =>
        (
          (await call('telegram-console', { walletAddress: stranger.address, input }, cookie)).body as {
            messages: Array<{ messageId: number; text: string; buttons: Array<Array<{ data: string }>> }>;
          }
        ).messages;
      server.telegram.start();
      const [on] = await send({ kind: 'text', text: '/notifications on' });
      expect(on?.text).toBe(BOT_TEXTS.notificationsOn);
      await server.telegram.fillNotifier?.sync();
      const [review] = await send({ kind: 'text', text: 'long BTC 0.001x 2x' });
      const confirm = review?.buttons.flat().at(0)?.data;
      const [filled] = await send({ kind: 'button', messageId: review?.messageId, data: confirm });
      expect(filled?.text).toMatch(/^Filled: Bought 0\.001 BTC/);

      const after = filled?.messageId ?? 0;
      const deadline = Date.now() + 10_000;
      let notified = await send({ kind: 'read', after });
      while (notified.length === 0 && Date.now() < deadline) {
        await sleep(20);
        notified = await send({ kind: 'read', after });
      }
      expect(notified).toEqual([{ messageId: after + 1, text: filled?.text, buttons: [] }]);
      await sleep(FEED_QUIET_MS);
      await server.telegram.fillNotifier?.settled();
      expect(await send({ kind: 'read', after })).toHaveLength(1);
      expect(await send({ kind: 'read', after: after + 1 })).toEqual([]);
      // Nothing went to Telegram.
      const consoleChat = consoleUserId(stranger.address);
      expect(botApi.calls.filter((entry) => Number(entry.params.chat_id) === consoleChat)).toEqual([]);
      await server.telegram.stop();
    });
  });
});
