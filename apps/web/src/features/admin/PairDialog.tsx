import {
  ADMIN_TEXTS,
  type AdminPair,
  announcementFileName,
  emptyPairForm,
  type PairFormErrors,
  type PairFormValues,
  pairFormErrors,
  pairLabel,
  withPairChain,
} from '@pluto/core';
import { Download, ImageIcon } from 'lucide-react';
import { useState } from 'react';
import { fetchImageBlob, useAccount, useAdminActions, useChainTokens } from '../../data';
import { Button, notify, Select, Switch } from '../../ui';
import { Dialog } from '../../ui/Dialog';
import { CHAIN_OPTIONS, Field, notifyFailure } from './shared';

function formOf(pair: AdminPair | null): PairFormValues {
  if (!pair) return emptyPairForm();
  return {
    chainId: pair.chain_id,
    baseTokenId: pair.base_token_id,
    quoteTokenId: pair.quote_token_id,
    isEnabled: pair.pair_enabled,
  };
}

/** Saves the image under `announcement-{timestamp}.png` (seed 002 §2.6). */
async function download(url: string) {
  try {
    const objectUrl = URL.createObjectURL(await fetchImageBlob(url));
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = announcementFileName(Date.now());
    link.click();
    setTimeout(() => URL.revokeObjectURL(objectUrl), 1_000);
  } catch {
    notify.error(ADMIN_TEXTS.downloadFailed);
  }
}

/** 'Generate Announcement Image' of an existing pair, its preview and download (seed 002 §2.6, §5). */
function AnnouncementSection({ pair }: { pair: AdminPair }) {
  const { generateAnnouncement } = useAdminActions();
  const [imageUrl, setImageUrl] = useState(pair.announcement_img_url);
  const generate = () => {
    if (!pair.base_logo_url) return notify.error(ADMIN_TEXTS.baseLogoRequired);
    generateAnnouncement.mutate(
      { pairId: pair.pair_id, baseTokenLogoUrl: pair.base_logo_url },
      {
        onSuccess: (url) => {
          setImageUrl(url);
          notify.success(ADMIN_TEXTS.announcementSaved);
        },
        onError: (error) => notifyFailure(error, ADMIN_TEXTS.announcementFailed),
      },
    );
  };
  return (
    <div className="flex flex-col gap-2 border-line border-t pt-3 sm:col-span-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" size="sm" onClick={generate} loading={generateAnnouncement.isPending}>
          <ImageIcon size={14} /> {imageUrl ? 'Regenerate Announcement Image' : 'Generate Announcement Image'}
        </Button>
        {imageUrl && (
          <Button variant="ghost" size="sm" onClick={() => void download(imageUrl)}>
            <Download size={14} /> Download
          </Button>
        )}
      </div>
      {imageUrl && (
        <img
          src={imageUrl}
          alt={`Announcement of ${pair.label}`}
          className="w-full rounded-md border border-line"
        />
      )}
    </div>
  );
}

/**
 * 'Add New Trading Pair' / 'Edit Trading Pair' (seed 002 §2.6): a chain, then base and quote among
 * that chain's tokens (changing the chain clears them), and the enabled switch.
 */
export function PairDialog({ pair, onClose }: { pair: AdminPair | null; onClose: () => void }) {
  const editing = pair !== null;
  const [values, setValues] = useState<PairFormValues>(() => formOf(pair));
  const [submitted, setSubmitted] = useState(false);
  const errors: PairFormErrors = submitted ? pairFormErrors(values) : {};
  const { address } = useAccount();
  const { savePair } = useAdminActions();
  const tokens = useChainTokens(values.chainId);
  const tokenOptions = (tokens.data ?? []).map((token) => ({
    value: String(token.id),
    label: token.is_native ? `${token.symbol} (Native) · ${token.name}` : `${token.symbol} · ${token.name}`,
  }));
  const symbolOf = (id: number | null) => tokens.data?.find((token) => token.id === id)?.symbol;

  const submit = () => {
    setSubmitted(true);
    if (Object.keys(pairFormErrors(values)).length > 0 || values.chainId === null) return;
    if (!address) return notify.error(ADMIN_TEXTS.walletNotConnected);
    const base = symbolOf(values.baseTokenId);
    const quote = symbolOf(values.quoteTokenId);
    if (!base || !quote || values.baseTokenId === null || values.quoteTokenId === null) {
      return notify.error(ADMIN_TEXTS.invalidTokenSelection);
    }
    savePair.mutate(
      {
        action: editing ? 'update' : 'create',
        pair: {
          ...(pair && { id: pair.pair_id }),
          chain_id: values.chainId,
          base_token_id: values.baseTokenId,
          quote_token_id: values.quoteTokenId,
          label: pairLabel(base, quote),
          is_enabled: values.isEnabled,
        },
      },
      {
        onSuccess: () => {
          notify.success(editing ? ADMIN_TEXTS.pairUpdated : ADMIN_TEXTS.pairCreated);
          onClose();
        },
        onError: (error) => notifyFailure(error, ADMIN_TEXTS.savePairFailed, 'pair'),
      },
    );
  };

  const chooseToken = (field: 'baseTokenId' | 'quoteTokenId') => (id: string) =>
    setValues((current) => ({ ...current, [field]: Number(id) }));
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? 'Edit Trading Pair' : 'Add New Trading Pair'}
      width={520}
      buttons={[
        { label: 'Cancel', variant: 'secondary', onClick: onClose },
        {
          label: editing ? 'Update Pair' : 'Create Pair',
          onClick: submit,
          loading: savePair.isPending,
          disabled: savePair.isPending,
        },
      ]}
    >
      <div className="grid grid-cols-1 gap-3 overflow-y-auto px-4 py-3 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Field label="Chain" htmlFor="pair-chain" error={errors.chainId}>
            <Select
              id="pair-chain"
              value={values.chainId === null ? undefined : String(values.chainId)}
              options={CHAIN_OPTIONS}
              onChange={(chainId) => setValues((current) => withPairChain(current, Number(chainId)))}
              disabled={editing}
            />
          </Field>
        </div>
        <Field
          label="Base Token"
          htmlFor="pair-base"
          error={errors.baseTokenId}
          hint="The token being traded"
        >
          <Select
            id="pair-base"
            value={values.baseTokenId === null ? undefined : String(values.baseTokenId)}
            options={tokenOptions}
            onChange={chooseToken('baseTokenId')}
            placeholder={tokens.isPending ? 'Loading tokens...' : 'Select base token'}
          />
        </Field>
        <Field label="Quote Token" htmlFor="pair-quote" error={errors.quoteTokenId} hint="The pricing token">
          <Select
            id="pair-quote"
            value={values.quoteTokenId === null ? undefined : String(values.quoteTokenId)}
            options={tokenOptions}
            onChange={chooseToken('quoteTokenId')}
            placeholder={tokens.isPending ? 'Loading tokens...' : 'Select quote token'}
          />
        </Field>
        <div className="flex flex-col gap-1 sm:col-span-2">
          <Switch
            checked={values.isEnabled}
            onChange={(isEnabled) => setValues((current) => ({ ...current, isEnabled }))}
            label="Enabled"
          />
          <p className="text-[11px] text-muted">Disabled pairs won't appear in the trading interface</p>
        </div>
        {pair && <AnnouncementSection pair={pair} />}
      </div>
    </Dialog>
  );
}
