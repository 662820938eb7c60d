import {
  BSC_CHAIN_ID,
  classifyTransfers,
  explorerTxUrl,
  formatTableTime,
  shortenAddress,
  TREASURY_HISTORY_TEXT,
  treasuryHistoryWarnings,
} from '@pluto/core';
import { ExternalLink } from 'lucide-react';
import { useAccount, usePlutoBalance, usePlutoTransfers } from '../../data';
import { Badge, Skeleton } from '../../ui';
import { ConnectPrompt } from './ConnectPrompt';
import { formatPluto } from './treasury-view';

/** Seed 002 §2.7: the wallet's $PLUTO buys and sells from its token transfers, newest first. */
export function TransactionHistory() {
  const { address } = useAccount();
  const transfers = usePlutoTransfers();
  const balance = usePlutoBalance();
  if (!address) return <ConnectPrompt title="Transaction History" />;
  const rows = classifyTransfers(transfers.data?.result ?? [], address);
  const purchases = rows.filter((row) => row.type === 'buy').length;
  const warnings =
    transfers.data && balance.data !== undefined
      ? treasuryHistoryWarnings({
          sourceError: transfers.data.error,
          transferCount: rows.length,
          purchaseCount: purchases,
          balance: balance.data,
        })
      : [];
  return (
    <section aria-labelledby="treasury-history" className="rounded-lg border border-line bg-panel">
      <h2 id="treasury-history" className="px-4 pt-4 font-medium text-muted text-xs uppercase tracking-wider">
        Transaction History
      </h2>
      {warnings.map((warning) => (
        <p
          key={warning}
          role="alert"
          className="mx-4 mt-3 rounded-md border border-warn/30 bg-warn/10 px-3 py-2 text-sm text-warn"
        >
          {warning}
        </p>
      ))}
      {transfers.isPending ? (
        <Skeleton className="m-4 h-20" />
      ) : transfers.isError ? (
        <p role="alert" className="px-4 py-6 text-center text-down text-sm">
          {transfers.error.message}
        </p>
      ) : rows.length === 0 ? (
        <p className="px-4 py-6 text-center text-muted text-sm">{TREASURY_HISTORY_TEXT.empty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-line">
          {rows.map((row) => (
            <li
              key={`${row.hash}-${row.type}-${row.from}`}
              className="flex items-center gap-3 px-4 py-2 text-sm"
            >
              <Badge tone={row.type === 'buy' ? 'up' : 'down'}>{row.type === 'buy' ? 'Buy' : 'Sell'}</Badge>
              <span className="min-w-0 flex-1 truncate font-medium text-fg tabular-nums">
                {formatPluto(row.value)} PLUTO
              </span>
              <span className="hidden text-muted text-xs sm:inline">
                {formatTableTime(row.timeStamp * 1000)}
              </span>
              <a
                href={explorerTxUrl(BSC_CHAIN_ID, row.hash)}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 text-accent-strong text-xs hover:underline"
                aria-label={`View transaction ${row.hash} on the explorer`}
              >
                {shortenAddress(row.hash)}
                <ExternalLink aria-hidden className="size-3" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
