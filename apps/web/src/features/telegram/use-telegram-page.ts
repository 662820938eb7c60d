import { CODE_COPIED_STATE_MS, TELEGRAM_PAGE_TEXTS as TEXT } from '@pluto/core';
import { useEffect, useState } from 'react';
import {
  ServerError,
  type TelegramCode,
  useAccount,
  useIsAdmin,
  useTelegramActions,
  useTelegramBot,
  useTelegramLink,
} from '../../data';
import { toast } from '../../ui';

const errorText = (error: unknown) => (error instanceof Error ? error.message : TEXT.unknownError);

/** The /telegram page's logic (seed 002 §2.9, §4, §5, §8); the views only render it. */
export function useTelegramPage() {
  const { address, status } = useAccount();
  const bot = useTelegramBot();
  const link = useTelegramLink();
  const isAdmin = useIsAdmin();
  const { generateCode, unlink, setupWebhook } = useTelegramActions();
  const [code, setCode] = useState<TelegramCode | null>(null);
  const [copied, setCopied] = useState(false);

  // A code belongs to the wallet it was made for.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset whenever the connected wallet changes
  useEffect(() => {
    setCode(null);
  }, [address]);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), CODE_COPIED_STATE_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const username = setupWebhook.data?.bot?.username ?? bot.data?.bot?.username ?? null;

  function generate() {
    if (status !== 'connected') {
      toast({
        title: TEXT.walletNotConnected,
        description: TEXT.walletNotConnectedHint,
        variant: 'destructive',
      });
      return;
    }
    generateCode.mutate(undefined, {
      onSuccess: (fresh) => {
        setCode(fresh);
        toast({ title: TEXT.codeGenerated, description: TEXT.codeHint, variant: 'success' });
      },
      // Seed 002 §8: the server's (database) failure, or the call itself failing.
      onError: (error) =>
        toast({
          title: TEXT.error,
          description: error instanceof ServerError ? TEXT.codeFailed : TEXT.codeError,
          variant: 'destructive',
        }),
    });
  }

  async function copy() {
    if (!code) return;
    try {
      await navigator.clipboard.writeText(code.code);
      setCopied(true);
      toast({ title: TEXT.copied, description: TEXT.copiedHint, variant: 'success' });
    } catch {
      toast({
        title: TEXT.error,
        description: 'The browser did not allow copying; select the code instead',
        variant: 'destructive',
      });
    }
  }

  function openBot() {
    if (!username) {
      toast({
        title: TEXT.botUsernameMissing,
        description: TEXT.botUsernameMissingHint,
        variant: 'destructive',
      });
      return;
    }
    window.open(`https://t.me/${username}`, '_blank', 'noopener,noreferrer');
  }

  function setUp() {
    setupWebhook.mutate(undefined, {
      onSuccess: (answer) => {
        if (answer.success && answer.bot) {
          toast({
            title: TEXT.webhookConfigured,
            description: TEXT.botReady(answer.bot.username),
            variant: 'success',
          });
        } else {
          toast({
            title: TEXT.setupFailed,
            description: answer.error ?? TEXT.unknownError,
            variant: 'destructive',
          });
        }
      },
      onError: (error) => {
        // `{success: false, error}` arrives as a refusal answered with 200: the server's own text.
        if (error instanceof ServerError && error.status === 200) {
          toast({ title: TEXT.setupFailed, description: error.message, variant: 'destructive' });
        } else {
          toast({ title: TEXT.error, description: TEXT.setupError, variant: 'destructive' });
        }
      },
    });
  }

  function unlinkWallet() {
    unlink.mutate(undefined, {
      onSuccess: () => setCode(null),
      onError: (error) => toast({ title: TEXT.error, description: errorText(error), variant: 'destructive' }),
    });
  }

  // The card shows the setup's answer once there is one (seed 002 §4), else the status read.
  const setupAnswer = setupWebhook.data;
  const failure = setupWebhook.error;
  const setupError = failure
    ? failure instanceof ServerError && failure.status === 200
      ? failure.message
      : TEXT.setupError
    : null;
  return {
    connected: status === 'connected',
    isAdmin,
    status: {
      loading: bot.isPending,
      mode: bot.data?.mode ?? null,
      console: bot.data?.console === true,
      webhook: setupAnswer?.webhook ?? bot.data?.webhook ?? null,
      error: setupError ?? (bot.error ? errorText(bot.error) : (bot.data?.error ?? null)),
    },
    username,
    setup: {
      run: setUp,
      busy: setupWebhook.isPending,
      answer: setupWebhook.data,
      failure: setupWebhook.error,
    },
    link: link.data,
    code,
    copied,
    generating: generateCode.isPending,
    unlinking: unlink.isPending,
    generate,
    copy,
    openBot,
    unlink: unlinkWallet,
  };
}

export type TelegramPageModel = ReturnType<typeof useTelegramPage>;
