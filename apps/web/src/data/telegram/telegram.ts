import type { ConsoleMessage, FunctionRequest } from '@pluto/core';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
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

/**
 * The devnet's "Try the bot" chat: what the trader typed and the bot's messages, an edited message
 * replacing its earlier text in place. A reply can link the wallet, so the link status is refreshed.
 */
export function useTelegramConsole() {
  const { address } = useAccount();
  const callFunction = useCallFunction();
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<ConsoleEntry[]>([]);
  const nextLine = useRef(0);

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
    onSuccess: (messages) => {
      setEntries((current) => {
        const next = [...current];
        for (const message of messages) {
          const index = next.findIndex(
            (entry) => entry.from === 'bot' && entry.messageId === message.messageId,
          );
          const entry = { from: 'bot' as const, key: `bot-${message.messageId}`, ...message };
          if (index >= 0) next[index] = entry;
          else next.push(entry);
        }
        return next;
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.telegramLink(address) }),
  });
  const sendText = useCallback((text: string) => send.mutate({ kind: 'text', text }), [send.mutate]);
  const press = useCallback(
    (messageId: number, data: string) => send.mutate({ kind: 'button', messageId, data }),
    [send.mutate],
  );
  return { entries, sendText, press, pending: send.isPending, error: send.error };
}
