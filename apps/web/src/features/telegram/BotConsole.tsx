import { Send, Terminal } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type ConsoleEntry, useTelegramConsole } from '../../data';
import { Badge, Button, cn, Panel, TextInput } from '../../ui';

function Message({
  entry,
  onPress,
  disabled,
}: {
  entry: ConsoleEntry;
  onPress: (messageId: number, data: string) => void;
  disabled: boolean;
}) {
  if (entry.from === 'you') {
    return (
      <li className="flex justify-end">
        <p className="max-w-[85%] whitespace-pre-wrap break-words rounded-md bg-accent/20 [overflow-wrap:anywhere] px-2.5 py-1.5 font-mono text-fg text-xs">
          {entry.text}
        </p>
      </li>
    );
  }
  return (
    <li className="flex flex-col items-start gap-1.5">
      <p className="max-w-[85%] whitespace-pre-wrap rounded-md border border-line bg-surface [overflow-wrap:anywhere] px-2.5 py-1.5 text-fg text-xs">
        {entry.text}
      </p>
      {entry.buttons.map((row) => (
        <div key={row.map((button) => button.data).join('|')} className="flex max-w-[85%] flex-wrap gap-1.5">
          {row.map((button) => (
            <Button
              key={button.data}
              size="sm"
              variant="secondary"
              disabled={disabled}
              onClick={() => onPress(entry.messageId, button.data)}
            >
              {button.text}
            </Button>
          ))}
        </div>
      ))}
    </li>
  );
}

/**
 * Devnet only: a chat with the bot in the browser. Lines go to the server's bot handlers through an
 * in-process transport (no Telegram), as this wallet's own console Telegram user.
 */
export function BotConsole({ code, className }: { code: string | null; className?: string }) {
  const { entries, sendText, press, pending, error } = useTelegramConsole();
  const [line, setLine] = useState('');
  const end = useRef<HTMLLIElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever a message arrives
  useEffect(() => {
    // Chromium's scroll methods now return a promise, which must not reach React as a cleanup.
    void end.current?.scrollIntoView({ block: 'nearest' });
  }, [entries]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = line.trim();
    if (text === '' || pending) return;
    sendText(text);
    setLine('');
  }

  const suggestions = [
    '/start',
    code ? `/authorize ${code}` : '/help',
    'long BTC 0.001x 2x',
    '/positions',
    '/balance',
  ];

  return (
    <Panel
      className={className}
      title={
        <span className="flex items-center gap-2">
          <Terminal aria-hidden="true" className="size-3.5 text-muted" />
          Try the bot
        </span>
      }
      actions={<Badge tone="warn">Devnet</Badge>}
      bodyClassName="flex flex-col"
      aria-label="Try the bot"
    >
      <ol className="flex h-[360px] flex-col gap-2 overflow-y-auto p-3" aria-live="polite">
        {entries.length === 0 && (
          <li className="m-auto max-w-xs text-center text-muted text-xs">
            Chat with the Pluto bot here without Telegram: send /start, then /authorize with your code. Trades
            are real on the devnet exchange.
          </li>
        )}
        {entries.map((entry) => (
          <Message key={entry.key} entry={entry} onPress={press} disabled={pending} />
        ))}
        <li ref={end} aria-hidden="true" />
      </ol>
      {error && <p className="border-line border-t px-3 py-1.5 text-down text-xs">{error.message}</p>}
      <div className="flex flex-wrap gap-1.5 border-line border-t px-3 pt-2">
        {suggestions.map((suggestion) => (
          <button
            key={suggestion}
            type="button"
            className={cn(
              'rounded border border-line px-1.5 py-0.5 font-mono text-[11px] text-muted hover:border-line-strong hover:text-fg',
            )}
            onClick={() => setLine(suggestion)}
          >
            {suggestion}
          </button>
        ))}
      </div>
      <form className="flex gap-2 p-3" onSubmit={submit}>
        <TextInput
          value={line}
          onValueChange={setLine}
          placeholder="Message the bot…"
          aria-label="Message to the bot"
          className="font-mono"
          wrapperClassName="flex-1"
          maxLength={4096}
        />
        <Button type="submit" loading={pending} disabled={line.trim() === ''} aria-label="Send">
          <Send aria-hidden="true" className="size-3.5" />
          Send
        </Button>
      </form>
    </Panel>
  );
}
