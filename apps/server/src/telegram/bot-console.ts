import { createHash } from 'node:crypto';
import type { ConsoleMessage } from '@pluto/core';
import { Bot } from 'grammy';
import type { Message, Update, UserFromGetMe } from 'grammy/types';
import type { FunctionContext } from '../functions/function-definition';
import { installBotHandlers } from './bot-handlers';

/** The console's bot identity: never a real bot, and no token ever leaves the process. */
export const CONSOLE_BOT_INFO: UserFromGetMe = {
  id: 1,
  is_bot: true,
  first_name: 'Pluto (devnet console)',
  username: 'pluto_devnet_bot',
  can_join_groups: false,
  can_read_all_group_messages: false,
  supports_inline_queries: false,
  can_connect_to_business: false,
  has_main_web_app: false,
  has_topics_enabled: false,
  allows_users_to_create_topics: false,
  can_manage_bots: false,
  supports_join_request_queries: false,
};
const CONSOLE_TOKEN = '1:devnet-console';
/** Messages kept per console chat, for button presses on earlier ones. */
const KEPT_MESSAGES = 50;

export type ConsoleInput =
  | { kind: 'text'; text: string }
  | { kind: 'button'; messageId: number; data: string };

interface Chat {
  messages: Map<number, ConsoleMessage>;
  nextMessageId: number;
  /** Updates of one chat run one after another, as Telegram delivers them. */
  queue: Promise<unknown>;
}

interface SentMarkup {
  inline_keyboard?: Array<Array<{ text: string; callback_data?: string }>>;
}

function buttonsOf(markup: SentMarkup | undefined): ConsoleMessage['buttons'] {
  return (markup?.inline_keyboard ?? []).map((row) =>
    row.map((button) => ({ text: button.text, data: button.callback_data ?? '' })),
  );
}

/** A console user's Telegram id, fixed per wallet (below 2^48, like real ids). */
export function consoleUserId(wallet: string): number {
  return Number.parseInt(createHash('sha256').update(wallet.toLowerCase()).digest('hex').slice(0, 12), 16);
}

/**
 * The devnet's "Try the bot": the same handlers as the Telegram bot, reached through an in-process
 * transport. Updates are built here as Telegram would deliver them, and the bot's outgoing Bot API
 * calls (sendMessage, editMessageText, answerCallbackQuery) are answered here and recorded as the
 * chat's messages instead of going to Telegram.
 */
export class BotConsole {
  readonly #bot: Bot;
  readonly #chats = new Map<number, Chat>();
  #nextUpdateId = 1;
  /** The messages the update being handled sent or edited, per chat. */
  readonly #touched = new Map<number, Map<number, ConsoleMessage>>();

  constructor(context: FunctionContext) {
    this.#bot = new Bot(CONSOLE_TOKEN, { botInfo: CONSOLE_BOT_INFO });
    this.#bot.api.config.use(async (_previous, method, payload) => {
      const result = this.#answer(method, payload as Record<string, unknown>);
      // The transformer stands in for the Bot API; its envelope type is generic over every method.
      return { ok: true, result } as never;
    });
    installBotHandlers(this.#bot, context);
  }

  #chat(chatId: number): Chat {
    let chat = this.#chats.get(chatId);
    if (!chat) {
      chat = { messages: new Map(), nextMessageId: 1, queue: Promise.resolve() };
      this.#chats.set(chatId, chat);
    }
    return chat;
  }

  #record(chatId: number, message: ConsoleMessage): void {
    const chat = this.#chat(chatId);
    chat.messages.set(message.messageId, message);
    for (const id of chat.messages.keys()) {
      if (chat.messages.size <= KEPT_MESSAGES) break;
      chat.messages.delete(id);
    }
    this.#touched.get(chatId)?.set(message.messageId, message);
  }

  #answer(method: string, payload: Record<string, unknown>): unknown {
    const chatId = Number(payload.chat_id);
    const text = String(payload.text ?? '');
    const buttons = buttonsOf(payload.reply_markup as SentMarkup | undefined);
    if (method === 'sendMessage') {
      const messageId = this.#chat(chatId).nextMessageId++;
      this.#record(chatId, { messageId, text, buttons });
      return this.#telegramMessage(chatId, messageId, text);
    }
    if (method === 'editMessageText') {
      const messageId = Number(payload.message_id);
      this.#record(chatId, { messageId, text, buttons });
      return this.#telegramMessage(chatId, messageId, text);
    }
    if (method === 'answerCallbackQuery') return true;
    throw new Error(`The devnet bot console does not offer ${method}`);
  }

  #telegramMessage(chatId: number, messageId: number, text: string): Message.TextMessage {
    return {
      message_id: messageId,
      date: Math.floor(Date.now() / 1000),
      chat: { id: chatId, type: 'private', first_name: 'Devnet console' },
      text,
    };
  }

  #update(userId: number, input: ConsoleInput): Update | undefined {
    const from = { id: userId, is_bot: false, first_name: 'Devnet console' };
    const update_id = this.#nextUpdateId++;
    if (input.kind === 'text') {
      const date = Math.floor(Date.now() / 1000);
      const chat = { id: userId, type: 'private' as const, first_name: 'Devnet console' };
      return { update_id, message: { message_id: 0, date, chat, from, text: input.text } };
    }
    // Only a button the bot put on one of this chat's messages can be pressed.
    const message = this.#chat(userId).messages.get(input.messageId);
    if (!message?.buttons.some((row) => row.some((button) => button.data === input.data))) return undefined;
    return {
      update_id,
      callback_query: {
        id: String(update_id),
        from,
        chat_instance: String(userId),
        data: input.data,
        message: {
          ...this.#telegramMessage(userId, message.messageId, message.text),
          from: { ...from, id: 1, is_bot: true, first_name: 'Pluto' },
        },
      },
    };
  }

  /** Delivers `input` from `wallet`'s console user; answers the messages the bot sent or edited. */
  send(wallet: string, input: ConsoleInput): Promise<ConsoleMessage[]> {
    const userId = consoleUserId(wallet);
    const chat = this.#chat(userId);
    const run = chat.queue.then(async () => {
      const update = this.#update(userId, input);
      if (!update) return [];
      const touched = new Map<number, ConsoleMessage>();
      this.#touched.set(userId, touched);
      try {
        await this.#bot.handleUpdate(update);
      } finally {
        this.#touched.delete(userId);
      }
      return [...touched.values()];
    });
    chat.queue = run.catch(() => undefined);
    return run;
  }
}
