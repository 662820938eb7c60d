import {
  explorerAddressUrl,
  formatSpotCount,
  isNativeTokenAddress,
  type SpotPair,
  shortenAddress,
} from '@pluto/core';
import { Copy, ExternalLink } from 'lucide-react';
import { Skeleton } from '../../ui';
import { copyAddress } from './copy-address';
import { MarketFigure, SocialLinks } from './PairStats';
import type { PairMarket } from './use-pair-market';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 border-line/60 border-b py-1.5 last:border-b-0">
      <dt className="text-muted">{label}</dt>
      <dd className="m-0 flex items-center gap-2 font-mono text-fg tabular-nums">{children}</dd>
    </div>
  );
}

/** The token's links, a placeholder while the catalogue is read, or why there are none. */
function Socials({ market }: { market: PairMarket }) {
  if (market.socialsStatus === 'pending') return <Skeleton className="my-0.5 h-3 w-12" />;
  if (market.socialsStatus === 'error') return <span className="font-sans text-muted">Unavailable</span>;
  if (!market.socials || Object.values(market.socials).every((link) => !link)) {
    return <span className="font-sans text-muted">None listed</span>;
  }
  return <SocialLinks socials={market.socials} />;
}

/** Seed 002 §2.2: the token-info panel under the chart: contract (copy, explorer), decimals, supplies, socials. */
export function TokenInfoPanel({ pair, market }: { pair: SpotPair; market: PairMarket }) {
  const explorer = explorerAddressUrl(pair.chain_id, pair.base_address);
  const native = isNativeTokenAddress(pair.base_address);
  return (
    <dl className="m-0 px-3 py-1 text-xs" aria-label="Token information">
      <Row label="Token">
        <span className="font-sans">
          {pair.base_name} ({pair.base_symbol})
        </span>
      </Row>
      <Row label="Contract">
        {native ? (
          <span className="font-sans text-muted">Native coin</span>
        ) : (
          <>
            <span title={pair.base_address}>{shortenAddress(pair.base_address)}</span>
            <button
              type="button"
              aria-label="Copy contract address"
              onClick={() => void copyAddress(pair.base_address)}
              className="text-muted hover:text-fg"
            >
              <Copy size={12} aria-hidden />
            </button>
            {explorer && (
              <a
                href={explorer}
                target="_blank"
                rel="noreferrer"
                aria-label="View on explorer"
                className="text-accent"
              >
                <ExternalLink size={12} aria-hidden />
              </a>
            )}
          </>
        )}
      </Row>
      <Row label="Decimals">{pair.base_decimals}</Row>
      <Row label="Total Supply">
        <MarketFigure market={market}>{formatSpotCount(market.record?.totalSupply)}</MarketFigure>
      </Row>
      <Row label="Circulating Supply">
        <MarketFigure market={market}>{formatSpotCount(market.record?.circulatingSupply)}</MarketFigure>
      </Row>
      <Row label="Socials">
        <Socials market={market} />
      </Row>
    </dl>
  );
}
