import {
  AUTHORIZATION_CODE_TTL_MS,
  TELEGRAM_EXAMPLE_COMMANDS,
  TELEGRAM_PAGE_TEXTS as TEXT,
} from '@pluto/core';
import { Check, Copy, ExternalLink, Link2Off, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { Badge, Button, Panel, Skeleton, TextInput } from '../../ui';
import { BotConsole } from './BotConsole';
import { type TelegramPageModel, useTelegramPage } from './use-telegram-page';

const CODE_MINUTES = AUTHORIZATION_CODE_TTL_MS / 60_000;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1.5">
      <dt className="shrink-0 text-muted text-xs">{label}</dt>
      <dd className="min-w-0 truncate text-right text-fg text-xs">{children}</dd>
    </div>
  );
}

const MODE_LABEL = { webhook: 'Webhook', polling: 'Long polling', none: '—' } as const;

function StatusRows({ page }: { page: TelegramPageModel }) {
  const { mode, webhook, error } = page.status;
  const lastError = error ?? webhook?.lastErrorMessage ?? null;
  return (
    <dl className="divide-y divide-line">
      <Row label="Bot">{page.username ? `@${page.username}` : TEXT.notConfigured}</Row>
      <Row label="Mode">{mode ? MODE_LABEL[mode] : '—'}</Row>
      <Row label="Webhook URL">
        <span className="font-mono" title={webhook?.url}>
          {webhook?.url || '—'}
        </span>
      </Row>
      <Row label="Webhook">
        <Badge tone={webhook?.isSet ? 'up' : 'neutral'}>{webhook?.isSet ? TEXT.active : TEXT.notSet}</Badge>
      </Row>
      <Row label="Last error">
        <span className={lastError ? 'text-down' : 'text-muted'}>{lastError ?? 'None'}</span>
      </Row>
    </dl>
  );
}

function StatusCard({ page }: { page: TelegramPageModel }) {
  const setupButton = page.isAdmin && (
    <Button size="sm" onClick={page.setup.run} loading={page.setup.busy}>
      {page.setup.busy ? TEXT.settingUp : TEXT.setupWebhook}
    </Button>
  );
  return (
    <Panel title="Bot status" actions={setupButton} bodyClassName="px-3 py-1.5">
      {page.status.loading ? (
        <div className="flex flex-col gap-2 py-1.5">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ) : (
        <StatusRows page={page} />
      )}
      {page.status.mode === 'none' && (
        <p className="border-line border-t py-2 text-muted text-xs">
          The server has no Telegram bot token (TELEGRAM_BOT_TOKEN), so the bot is not on Telegram.
          {page.status.console ? ' On the devnet, try it in the console on this page.' : ''}
        </p>
      )}
    </Panel>
  );
}

function CodeField({ page }: { page: TelegramPageModel }) {
  return (
    <div className="flex flex-col gap-1.5">
      <TextInput
        readOnly
        value={page.code?.code ?? ''}
        placeholder="········"
        aria-label="Authorization code"
        className="font-mono text-base tracking-[0.3em]"
        suffix={
          <Button
            size="sm"
            variant="ghost"
            onClick={page.copy}
            disabled={!page.code}
            aria-label={page.copied ? 'Copied' : 'Copy code'}
          >
            {page.copied ? (
              <Check aria-hidden="true" className="size-3.5 text-up" />
            ) : (
              <Copy aria-hidden="true" className="size-3.5" />
            )}
            {page.copied ? 'Copied' : 'Copy'}
          </Button>
        }
      />
      <p className="text-muted text-xs">
        {page.code
          ? `Valid for ${CODE_MINUTES} minutes and one use, until ${page.code.expiresAt.toLocaleTimeString()}. A new code replaces it.`
          : `A code is valid for ${CODE_MINUTES} minutes and links one Telegram account.`}
      </p>
    </div>
  );
}

function LinkCard({ page }: { page: TelegramPageModel }) {
  if (!page.connected) {
    return (
      <Panel title="Link your wallet" bodyClassName="p-3">
        <p className="text-muted text-sm">{TEXT.connectWallet}</p>
      </Panel>
    );
  }
  return (
    <Panel
      title="Link your wallet"
      actions={page.link?.linked ? <Badge tone="up">Linked</Badge> : <Badge>Not linked</Badge>}
      bodyClassName="flex flex-col gap-3 p-3"
    >
      {page.link?.linked && (
        <div className="flex items-center justify-between gap-2 rounded-md border border-up/30 bg-up/10 px-2.5 py-2">
          <p className="min-w-0 truncate text-fg text-xs">
            This wallet trades from Telegram as{' '}
            <span className="font-medium">{page.link.telegramName ?? 'a Telegram user'}</span>
          </p>
          <Button size="sm" variant="destructive" onClick={page.unlink} loading={page.unlinking}>
            <Link2Off aria-hidden="true" className="size-3.5" />
            Unlink
          </Button>
        </div>
      )}
      <Button onClick={page.generate} loading={page.generating} block>
        {TEXT.generateCode}
      </Button>
      <CodeField page={page} />
      <Button variant="secondary" onClick={page.openBot} block>
        <Send aria-hidden="true" className="size-3.5" />
        {TEXT.openBot}
        <ExternalLink aria-hidden="true" className="size-3.5" />
      </Button>
      <p className="text-muted text-xs">
        In the bot, send <code className="font-mono text-fg">/start</code>, then{' '}
        <code className="font-mono text-fg">/authorize {page.code?.code ?? '{code}'}</code>.
      </p>
    </Panel>
  );
}

const SETUP_STEPS = [
  'Connect your wallet and approve trading once (Wallet page): the bot trades through the same agent.',
  'Generate an authorization code here.',
  'Open the bot and send /start.',
  'Send /authorize followed by the code.',
  'Trade with /long, /short or the quick format; every trade asks for a confirmation first.',
];

function SetupSteps() {
  return (
    <Panel title="Setup steps" bodyClassName="p-3">
      <ol className="flex flex-col gap-2">
        {SETUP_STEPS.map((step, index) => (
          <li key={step} className="flex gap-2.5 text-xs">
            <span className="flex size-5 shrink-0 items-center justify-center rounded-full border border-line font-mono text-[11px] text-muted">
              {index + 1}
            </span>
            <span className="pt-0.5 text-fg">{step}</span>
          </li>
        ))}
      </ol>
    </Panel>
  );
}

function ExampleCommands() {
  return (
    <Panel title="Example commands" bodyClassName="p-3">
      <dl className="flex flex-col gap-2">
        {TELEGRAM_EXAMPLE_COMMANDS.map(({ command, meaning }) => (
          <div key={command} className="flex flex-col gap-0.5 sm:flex-row sm:items-baseline sm:gap-3">
            <dt className="shrink-0 font-mono text-accent text-xs sm:w-40">{command}</dt>
            <dd className="text-muted text-xs">{meaning}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 border-line border-t pt-2 text-muted text-xs">
        Quick format: side, market, size and leverage. A size ending in x is in the asset (0.1x = 0.1 BTC),
        one ending in $ is in USD. Also /orders, /cancel, /close {'{asset}'} and /help.
      </p>
    </Panel>
  );
}

/** Seed 002 §2.9: the Telegram authorization page. */
export default function TelegramPage() {
  const page = useTelegramPage();
  const { network } = useRuntimeConfig();
  const consoleAvailable = network === 'devnet' && page.connected && page.status.console;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 p-4">
      <header className="flex flex-col gap-1">
        <h1 className="font-semibold text-xl tracking-tight">Telegram Bot</h1>
        <p className="text-muted text-sm">
          Link your wallet to the Pluto bot and trade from Telegram through your trading agent, with the same
          order rules as here.
        </p>
      </header>
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,400px)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-4">
          <LinkCard page={page} />
          <StatusCard page={page} />
          <SetupSteps />
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          {consoleAvailable && <BotConsole code={page.code?.code ?? null} />}
          <ExampleCommands />
        </div>
      </div>
    </div>
  );
}
