import type { ConsoleMessage, FunctionRequest } from '@pluto/core';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useOptionalSession } from '../../lib/server/session-context';
import { useAccount } from '../account/account';
import { queryKeys } from '../query-keys';
import { useCallFunction } from '../server/functions';

/** The bot's status changes only when an admin sets the webhook up; a minute is fresh enough. */
const BOT_STATUS_STALE_MS = 60_000;

/** The Telegram bot's status card: configured or not, its name, the webhook as Telegram reports it. */
export function useTelegramBot() {
  const callFunction = useCallFunction();
  return useQuery({
    queryKey: queryKeys.telegramBot,
    queryFn: () => callFunction('get-telegram-bot', {}),
    staleTime: BOT_STATUS_STALE_MS,
    retry: false,
  });
}

/** Whether the connected wallet is linked; asked only once signed in (asking would prompt a signature). */
export function useTelegramLink() {
  const { address } = useAccount();
  const signedIn = useOptionalSession()?.status === 'signed-in';
  const callFunction = useCallFunction();
  return useQuery({
    queryKey: queryKeys.telegramLink(address),
    queryFn:
      address && signedIn ? () => callFunction('get-telegram-link', { walletAddress: address }) : skipToken,
    retry: false,
  });
}

export interface TelegramCode {
  code: string;
  expiresAt: Date;
}

/** Generating a code (it resets the link), unlinking, and the admin's webhook setup. */
export function useTelegramActions() {
  const { address } = useAccount();
  const callFunction = useCallFunction();
  const queryClient = useQueryClient();
  const refreshLink = () => queryClient.invalidateQueries({ queryKey: queryKeys.telegramLink(address) });

  const generateCode = useMutation({
    mutationFn: async (): Promise<TelegramCode> => {
      if (!address) throw new Error('Wallet not connected');
      const { code, expiresAt } = await callFunction('generate-telegram-code', { walletAddress: address });
      return { code, expiresAt: new Date(expiresAt) };
    },
    onSettled: refreshLink,
  });
  const unlink = useMutation({
    mutationFn: async () => {
      if (!address) throw new Error('Wallet not connected');
      await callFunction('unlink-telegram', { walletAddress: address });
    },
    onSettled: refreshLink,
  });
  const setupWebhook = useMutation({
    mutationFn: () => callFunction('setup-telegram-webhook', {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.telegramBot }),
  });
  return { generateCode, unlink, setupWebhook, refreshLink };
}

type ConsoleInput = FunctionRequest<'telegram-console'>['input'];

/** A line of the console: what the trader sent, or a bot message (with its buttons). */
export type ConsoleEntry =
  | { from: 'you'; key: string; text: string }
  | ({ from: 'bot'; key: string } & ConsoleMessage);

/** How often the console asks for the messages the bot sent on its own (fill and liquidation notifications). */
export const CONSOLE_READ_INTERVAL_MS = 3_000;

/** `entries` with the bot's `messages`: new ones appended, an edited one replaced in place. */
function withBotMessages(entries: ConsoleEntry[], messages: readonly ConsoleMessage[]): ConsoleEntry[] {
  const next = [...entries];
  for (const message of messages) {
    const index = next.findIndex((entry) => entry.from === 'bot' && entry.messageId === message.messageId);
    const entry = { from: 'bot' as const, key: `bot-${message.messageId}`, ...message };
    if (index >= 0) next[index] = entry;
    else next.push(entry);
  }
  return next;
}

/**
 * The devnet's "Try the bot" chat: what the trader typed and the bot's messages, an edited message
 * replacing its earlier text in place. A reply can link the wallet, so the link status is refreshed.
 * Once signed in it also reads, every CONSOLE_READ_INTERVAL_MS, what the bot sent on its own since
 * the newest message shown (the first read only finds where the chat stands: no old history).
 */
export function useTelegramConsole() {
  const { address } = useAccount();
  const signedIn = useOptionalSession()?.status === 'signed-in';
  const callFunction = useCallFunction();
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<ConsoleEntry[]>([]);
  const nextLine = useRef(0);
  /** The newest bot message id known; null until the first read. */
  const newest = useRef<number | null>(null);

  const showBotMessages = useCallback((messages: readonly ConsoleMessage[]) => {
    newest.current = Math.max(newest.current ?? 0, ...messages.map((message) => message.messageId));
    setEntries((current) => withBotMessages(current, messages));
  }, []);

  const unread = useQuery({
    queryKey: queryKeys.telegramConsole(address),
    queryFn:
      address && signedIn
        ? async () => {
            const first = newest.current === null;
            const input = { kind: 'read' as const, after: newest.current ?? 0 };
            const { messages } = await callFunction('telegram-console', { walletAddress: address, input });
            if (first) newest.current = Math.max(0, ...messages.map((message) => message.messageId));
            return first ? [] : messages;
          }
        : skipToken,
    refetchInterval: CONSOLE_READ_INTERVAL_MS,
    gcTime: 0,
    retry: false,
  });
  useEffect(() => {
    if (unread.data && unread.data.length > 0) showBotMessages(unread.data);
  }, [unread.data, showBotMessages]);

  const send = useMutation({
    mutationFn: async (input: ConsoleInput) => {
      if (!address) throw new Error('Wallet not connected');
      return (await callFunction('telegram-console', { walletAddress: address, input })).messages;
    },
    onMutate: (input) => {
      if (input.kind === 'text')
        setEntries((current) => [
          ...current,
          { from: 'you', key: `you-${nextLine.current++}`, text: input.text },
        ]);
    },
    onSuccess: showBotMessages,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.telegramLink(address) }),
  });
  const sendText = useCallback((text: string) => send.mutate({ kind: 'text', text }), [send.mutate]);
  const press = useCallback(
    (messageId: number, data: string) => send.mutate({ kind: 'button', messageId, data }),
    [send.mutate],
  );
  return { entries, sendText, press, pending: send.isPending, error: send.error };
}
