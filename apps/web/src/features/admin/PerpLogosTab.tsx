import {
  ADMIN_TEXTS,
  coinLogoName,
  coinLogoUrl,
  hasCoinLogo,
  type PerpMarketSummary,
  perpLogoUploadIssue,
} from '@pluto/core';
import { Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { useAdminActions, usePerpLogos, usePerpMarkets } from '../../data';
import { Badge, Button, type DataColumn, DataTable, notify } from '../../ui';
import { CoinLogo } from '../trading';
import { notifyFailure, SearchBox, SectionHeader } from './shared';

const matches = (coin: string, search: string) => coin.toLowerCase().includes(search.trim().toLowerCase());

/**
 * Issue 26 "Perp coin logos": every market the exchange lists with the logo it shows (or its
 * initials); an admin uploads or replaces a coin's logo, checked like a token logo.
 */
export function PerpLogosTab({ search, onSearch }: { search: string; onSearch: (text: string) => void }) {
  const markets = usePerpMarkets();
  const logos = usePerpLogos();
  const { uploadPerpLogo } = useAdminActions();
  const fileInput = useRef<HTMLInputElement>(null);
  const [target, setTarget] = useState<string | null>(null);
  // When each logo was replaced here: its URL changes with it, so the browser does not show a cached one.
  const [uploadedAt, setUploadedAt] = useState<Record<string, number>>({});

  const choose = (coin: string) => {
    setTarget(coin);
    fileInput.current?.click();
  };
  const upload = (file: File | undefined) => {
    if (!file || !target) return;
    const coin = target;
    const issue = perpLogoUploadIssue({ mediaType: file.type, size: file.size, coin });
    if (issue) return notify.error(issue);
    uploadPerpLogo.mutate(
      { file, coin },
      {
        onSuccess: () => {
          setUploadedAt((times) => ({ ...times, [coinLogoName(coin)]: Date.now() }));
          notify.success(ADMIN_TEXTS.perpLogoUploaded);
        },
        onError: (error) => notifyFailure(error, ADMIN_TEXTS.uploadFailed),
      },
    );
  };

  const rows = markets.data?.filter((market) => matches(market.coin, search));
  const withLogo = markets.data?.filter((market) => hasCoinLogo(market.coin, logos)).length;
  const columns: DataColumn<PerpMarketSummary>[] = [
    {
      id: 'coin',
      header: 'Coin',
      cell: ({ coin }) => {
        const version = uploadedAt[coinLogoName(coin)];
        return (
          <span className="flex items-center gap-2 font-medium text-fg">
            {version ? (
              <img
                src={`${coinLogoUrl(coin)}?v=${version}`}
                alt=""
                className="size-6 rounded-full bg-raised"
              />
            ) : (
              <CoinLogo coin={coin} size={24} />
            )}
            {coin}
          </span>
        );
      },
    },
    {
      id: 'file',
      header: 'File',
      cell: ({ coin }) => <span className="text-muted">{`perps-logos/${coinLogoName(coin)}.svg`}</span>,
      className: 'hidden sm:table-cell',
    },
    {
      id: 'logo',
      header: 'Logo',
      cell: ({ coin }) =>
        hasCoinLogo(coin, logos) ? <Badge tone="up">Logo</Badge> : <Badge tone="neutral">Initials</Badge>,
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      cell: ({ coin }) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Upload logo for ${coin}`}
          loading={uploadPerpLogo.isPending && target === coin}
          onClick={() => choose(coin)}
        >
          <Upload size={14} /> {hasCoinLogo(coin, logos) ? 'Replace' : 'Upload'}
        </Button>
      ),
    },
  ];

  return (
    <section className="flex flex-col gap-3" aria-label="Perp Coin Logos">
      <SectionHeader
        title="Perp Coin Logos"
        description="The logo each perpetual market shows; upload an image (under 2MB) to add or replace one"
      />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <SearchBox value={search} onChange={onSearch} placeholder="Search coins..." />
        {markets.data && (
          <span className="text-muted text-xs tabular-nums">
            {markets.data.length} coins · {withLogo} with a logo
          </span>
        )}
      </div>
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        className="hidden"
        data-testid="perp-logo-file"
        onChange={(event) => {
          upload(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <div className="overflow-x-auto rounded-md border border-line bg-panel">
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(market) => market.coin}
          loading={markets.isPending}
          error={markets.error ? `Error loading markets: ${markets.error.message}` : undefined}
          empty="No coins found"
          fitsPhone
        />
      </div>
    </section>
  );
}
