import type {
  ContractAnswer,
  getTelegramBotContract,
  setupTelegramWebhookContract,
  TelegramBotMode,
} from '@pluto/core';
import { Bot, GrammyError, HttpError as GrammyHttpError, webhookCallback } from 'grammy';
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { TelegramConfig } from '../config';
import type { BaseFunctionContext, FunctionContext } from '../functions/function-definition';
import { BotConsole } from './bot-console';
import { installBotHandlers } from './bot-handlers';
import { FillNotifier } from './fill-notifier';
import { redactWebhookUrl, secretMatches, type WebhookSecrets, webhookSecrets } from './webhook-secrets';

export type TelegramBotStatus = ContractAnswer<typeof getTelegramBotContract>;
export type WebhookSetupAnswer = ContractAnswer<typeof setupTelegramWebhookContract>;

export const WEBHOOK_ROUTE = '/telegram/webhook/:secret';
const WEBHOOK_PATH_PREFIX = '/telegram/webhook/';
/** Telegram sends one update per request; 1 MB is far above any text update. */
const MAX_UPDATE_BYTES = 1024 * 1024;
/** Answer Telegram before its own timeout so it does not deliver the update again; handling goes on. */
const WEBHOOK_ANSWER_MS = 8000;
/** Update ids remembered to drop Telegram's redeliveries. */
const SEEN_UPDATES = 1000;
const ALLOWED_UPDATES = ['message', 'callback_query'] as const;

export const TELEGRAM_NOT_CONFIGURED = 'The Telegram bot is not configured (TELEGRAM_BOT_TOKEN)';
export const TELEGRAM_NO_WEBHOOK_URL =
  'No public URL is configured for the webhook (TELEGRAM_WEBHOOK_URL): the bot runs by long polling';

/** Why a Bot API call failed, in words fit for the page (never the token: grammY's errors do not carry it). */
function telegramFailure(error: unknown): string {
  if (error instanceof GrammyError) return error.description;
  if (error instanceof GrammyHttpError) return 'Telegram could not be reached';
  throw error;
}

/**
 * The Telegram bot inside the server process (issue 30): with `TELEGRAM_BOT_TOKEN` and
 * `TELEGRAM_WEBHOOK_URL` Telegram posts updates to `POST /telegram/webhook/{secret}`; with a token
 * alone the server polls for them. On the devnet the in-process console runs the same handlers.
 */
export class TelegramService {
  readonly mode: TelegramBotMode;
  readonly console: BotConsole | null;
  readonly #bot: Bot | null;
  readonly #secrets: WebhookSecrets | null;
  readonly #config: TelegramConfig;
  readonly #context: FunctionContext;
  readonly #seenUpdates = new Set<number>();
  /** Opt-in fill messages; only with a real bot (the console has no one to message later). */
  readonly fillNotifier: FillNotifier | null;

  constructor(config: TelegramConfig, base: BaseFunctionContext, options: { console: boolean }) {
    const context: FunctionContext = { ...base, telegram: this };
    this.#config = config;
    this.#context = context;
    this.console = options.console ? new BotConsole(context) : null;
    if (config.botToken === null) {
      this.mode = 'none';
      this.#bot = null;
      this.#secrets = null;
      this.fillNotifier = null;
      return;
    }
    this.mode = config.webhookUrl ? 'webhook' : 'polling';
    this.#bot = new Bot(config.botToken, { client: { apiRoot: config.apiRoot } });
    this.#secrets = webhookSecrets(config.botToken);
    this.#bot.use(async (ctx, next) => {
      // Telegram redelivers an update it thinks was not answered; handle each once.
      if (this.#seenUpdates.has(ctx.update.update_id)) return;
      this.#seenUpdates.add(ctx.update.update_id);
      if (this.#seenUpdates.size > SEEN_UPDATES) {
        this.#seenUpdates.delete(this.#seenUpdates.values().next().value as number);
      }
      await next();
    });
    installBotHandlers(this.#bot, context);
    const bot = this.#bot;
    this.fillNotifier = new FillNotifier(
      context.db,
      context.exchange,
      (chatId, text) => bot.api.sendMessage(chatId, text),
      context.logger,
    );
  }

  /** The URL registered with Telegram. */
  #webhookUrl(): string | null {
    if (!this.#config.webhookUrl || !this.#secrets) return null;
    return `${this.#config.webhookUrl}${WEBHOOK_PATH_PREFIX}${this.#secrets.path}`;
  }

  /** `POST /telegram/webhook/{secret}`: a wrong path secret is 404, a wrong secret-token header 401. */
  mount(app: Hono): void {
    const bot = this.#bot;
    const secrets = this.#secrets;
    const handle =
      bot && secrets && this.mode === 'webhook'
        ? webhookCallback(bot, 'hono', {
            secretToken: secrets.header,
            onTimeout: 'return',
            timeoutMilliseconds: WEBHOOK_ANSWER_MS,
          })
        : null;
    app.post(
      WEBHOOK_ROUTE,
      bodyLimit({ maxSize: MAX_UPDATE_BYTES, onError: (c) => c.json({ error: 'Update too large' }, 413) }),
      async (c) => {
        if (!handle || !secrets || !secretMatches(c.req.param('secret'), secrets.path)) {
          return c.json({ error: 'Not found' }, 404);
        }
        // Checked before grammY's own check, which first initialises the bot (a getMe call).
        if (!secretMatches(c.req.header('X-Telegram-Bot-Api-Secret-Token'), secrets.header)) {
          return c.json({ error: 'Unauthorized' }, 401);
        }
        return handle(c);
      },
    );
  }

  async #webhookStatus(): Promise<WebhookSetupAnswer['webhook']> {
    if (!this.#bot || !this.#secrets) return null;
    const info = await this.#bot.api.getWebhookInfo();
    const url = info.url ?? '';
    return {
      url: redactWebhookUrl(url, this.#secrets),
      isSet: url !== '',
      lastErrorMessage: info.last_error_message ?? null,
    };
  }

  /** The page's status card: the bot's name and the webhook as Telegram reports it. */
  async status(): Promise<TelegramBotStatus> {
    const base = { mode: this.mode, console: this.console !== null };
    if (!this.#bot) return { ...base, bot: null, webhook: null, error: null };
    try {
      await this.#bot.init();
      const webhook = await this.#webhookStatus();
      return { ...base, bot: { username: this.#bot.botInfo.username }, webhook, error: null };
    } catch (error) {
      return { ...base, bot: null, webhook: null, error: telegramFailure(error) };
    }
  }

  /** Seed 002 §7 setup-telegram-webhook: registers the webhook with its secret token, then reads it back. */
  async setupWebhook(): Promise<WebhookSetupAnswer> {
    const url = this.#webhookUrl();
    if (!this.#bot || !this.#secrets)
      return { success: false, error: TELEGRAM_NOT_CONFIGURED, bot: null, webhook: null };
    if (!url) return { success: false, error: TELEGRAM_NO_WEBHOOK_URL, bot: null, webhook: null };
    try {
      await this.#bot.init();
      await this.#bot.api.setWebhook(url, {
        secret_token: this.#secrets.header,
        allowed_updates: [...ALLOWED_UPDATES],
      });
      const webhook = await this.#webhookStatus();
      this.#context.logger.info({ webhook: webhook?.url }, 'telegram webhook set');
      return { success: true, error: null, bot: { username: this.#bot.botInfo.username }, webhook };
    } catch (error) {
      const message = telegramFailure(error);
      this.#context.logger.warn({ error: message }, 'telegram webhook setup failed');
      return { success: false, error: message, bot: null, webhook: null };
    }
  }

  /**
   * Starts the fill notifications and, when there is a token but no public URL, long polling;
   * failures are logged, the server keeps running.
   */
  start(): void {
    this.fillNotifier?.start();
    const bot = this.#bot;
    if (!bot || this.mode !== 'polling') return;
    bot
      .start({
        allowed_updates: [...ALLOWED_UPDATES],
        onStart: (info) => this.#context.logger.info({ bot: info.username }, 'telegram long polling'),
      })
      .catch((error: unknown) => this.#context.logger.error({ err: error }, 'telegram long polling stopped'));
  }

  async stop(): Promise<void> {
    this.fillNotifier?.stop();
    if (this.#bot?.isRunning()) await this.#bot.stop();
  }
}
