import { BOT_TEXTS } from '@pluto/core';
import { isAddress } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTelegram } from '../app';
import { createLogger } from '../logger';
import { type BotApiCall, FAKE_BOT_USER, type FakeBotApi, startFakeBotApi } from '../testing/fake-bot-api';
import { PGLITE_BACKEND } from '../testing/test-databases';
import { startTestExchange, type TestExchange } from '../testing/test-exchange';
import { startTestServer, type TestServer } from '../testing/test-server';
import { claimLiquidationWarning } from './telegram-users';
import { webhookSecrets } from './webhook-secrets';

/**
 * The Telegram bot end to end: the server's webhook receives Telegram updates, the bot answers
 * through a local fake Bot API, and trades go through the user's agent to the devnet exchange.
 */

const TOKEN = '123456:test-token_ABC';
const secrets = webhookSecrets(TOKEN);
const admin = privateKeyToAccount(generatePrivateKey());
const user = privateKeyToAccount(generatePrivateKey());
const stranger = privateKeyToAccount(generatePrivateKey());
const maker = privateKeyToAccount(generatePrivateKey());
const builder = privateKeyToAccount(generatePrivateKey());

/** Telegram users, by id. */
const TRADER = 5001;
const GUESSER = 5002;
const LATECOMER = 5003;

let exchange: TestExchange;
let botApi: FakeBotApi;
let server: TestServer;
let nextUpdateId = 1;

beforeAll(async () => {
  exchange = await startTestExchange();
  exchange.fund(builder.address, '200');
  exchange.fund(user.address, '10000');
  await exchange.provideBtcBook(maker);
  botApi = await startFakeBotApi(TOKEN);
  server = await startTestServer(PGLITE_BACKEND, {
    EXCHANGE_API_URL: exchange.url,
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
  await exchange?.close();
});

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
    code = String((await call('generate-telegram-code', { walletAddress: user.address }, cookie)).body.code);
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
  beforeAll(async () => {
    const cookie = await server.signIn(user);
    const { body } = await call('create-agent-wallet', { userAddress: user.address }, cookie);
    const agentAddress = String(body.agentAddress);
    if (!isAddress(agentAddress)) throw new Error('no agent');
    await exchange.client(user).approveAgent({ agentAddress, agentName: 'pluto' });
    await exchange.client(user).approveBuilderFee({ builder: builder.address, maxFeeRate: '1%' });
  });

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

  it('sends one message per fill to a user who turned fill notifications on, and none twice', async () => {
    const telegram = createTelegram(server.config, createLogger('silent'), server.services);
    const notifier = telegram.fillNotifier;
    if (!notifier) throw new Error('no notifier');
    expect(await notifier.notifyOnce()).toBe(0);
    expect(texts(await say(TRADER, '/notifications on'))).toEqual([BOT_TEXTS.notificationsOn]);
    // Fills before the opt-in are not sent.
    expect(await notifier.notifyOnce()).toBe(0);

    await say(TRADER, 'long BTC 0.001x 2x');
    const [, filled] = texts(await press(TRADER, 20, 'x:long BTC 0.001x 2x'));
    const before = botApi.calls.length;
    expect(await notifier.notifyOnce()).toBe(1);
    expect(texts(botApi.calls.slice(before))).toEqual([filled]);
    expect(botApi.calls.at(-1)?.params.chat_id).toBe(TRADER);
    expect(await notifier.notifyOnce()).toBe(0);

    // A liquidation warning is claimed once per approach: a second claim (another round, another
    // instance) loses; after the account recovers (rearm) the next approach warns again.
    const [row] = await server.services.db
      .selectFrom('telegram_users')
      .select('id')
      .where('telegram_user_id', '=', TRADER)
      .execute();
    const id = row?.id ?? -1;
    expect(await claimLiquidationWarning(server.services.db, id, true)).toBe(true);
    expect(await claimLiquidationWarning(server.services.db, id, true)).toBe(false);
    expect(await claimLiquidationWarning(server.services.db, id, false)).toBe(true);
    expect(await claimLiquidationWarning(server.services.db, id, true)).toBe(true);
    await claimLiquidationWarning(server.services.db, id, false);
    expect(texts(await say(TRADER, '/notifications off'))).toEqual([BOT_TEXTS.notificationsOff]);
    await say(TRADER, '/close BTC');
    await press(TRADER, 21, 'xc:BTC');
    expect(await btcPosition()).toBeUndefined();
    expect(await notifier.notifyOnce()).toBe(0);
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
    expect(await send({ kind: 'button', messageId: 3, data: 'x:long BTC 1x 2x' })).toEqual({ messages: [] });
    expect(await send({ kind: 'button', messageId: 3, data: 'n' })).toEqual({
      messages: [{ messageId: 3, text: BOT_TEXTS.dismissed, buttons: [] }],
    });
    expect(
      botApi.calls.some(
        (entry) => entry.params.text === BOT_TEXTS.dismissed && Number(entry.params.chat_id) !== TRADER,
      ),
    ).toBe(false);
  });
});
