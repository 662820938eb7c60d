import {
  ADMIN_TEXTS,
  type AdminToken,
  emptyTokenForm,
  logoUploadIssue,
  SOCIAL_LINK_FIELDS,
  SOCIAL_PLATFORMS,
  type TokenFormErrors,
  type TokenFormValues,
  tokenFormErrors,
  tokenPayloadOf,
} from '@pluto/core';
import { Upload } from 'lucide-react';
import { type ChangeEvent, useCallback, useRef, useState } from 'react';
import { useAccount, useAdminActions } from '../../data';
import { Button, notify, Select, TextInput } from '../../ui';
import { Dialog } from '../../ui/Dialog';
import { CHAIN_OPTIONS, Field, notifyFailure } from './shared';
import { useMetadataAutofill } from './use-metadata-autofill';

function formOf(token: AdminToken | null): TokenFormValues {
  if (!token) return emptyTokenForm();
  const links = token.social_links;
  return {
    chainId: token.chain_id,
    address: token.address,
    symbol: token.symbol,
    decimals: String(token.decimals),
    name: token.name,
    logoUrl: token.logo_url ?? '',
    socialLinks: {
      twitter: links.twitter ?? '',
      discord: links.discord ?? '',
      medium: links.medium ?? '',
      website: links.website ?? '',
      telegram: links.telegram ?? '',
    },
  };
}

/**
 * 'Add New Token' / 'Edit Token' (seed 002 §2.6): in edit mode the chain and address are fixed; on
 * close the form is reset (the dialog is remounted for each opening).
 */
export function TokenDialog({ token, onClose }: { token: AdminToken | null; onClose: () => void }) {
  const editing = token !== null;
  const [values, setValues] = useState<TokenFormValues>(() => formOf(token));
  // Errors show once a save was tried, and then follow every edit.
  const [submitted, setSubmitted] = useState(false);
  const errors: TokenFormErrors = submitted ? tokenFormErrors(values) : {};
  const { address } = useAccount();
  const { saveToken, uploadLogo } = useAdminActions();
  const fileInput = useRef<HTMLInputElement>(null);
  const set = useCallback(
    (patch: Partial<TokenFormValues>) => setValues((current) => ({ ...current, ...patch })),
    [],
  );
  useMetadataAutofill(!editing, values.chainId, values.address, set);

  const submit = () => {
    setSubmitted(true);
    if (Object.keys(tokenFormErrors(values)).length > 0) return;
    if (!address) return notify.error(ADMIN_TEXTS.walletNotConnected);
    const payload = tokenPayloadOf(values, token?.id);
    saveToken.mutate(
      { action: editing ? 'update' : 'create', token: payload },
      {
        onSuccess: () => {
          notify.success(editing ? ADMIN_TEXTS.tokenUpdated : ADMIN_TEXTS.tokenCreated);
          onClose();
        },
        onError: (error) => notifyFailure(error, ADMIN_TEXTS.saveTokenFailed),
      },
    );
  };

  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const issue = logoUploadIssue({
      mediaType: file.type,
      size: file.size,
      tokenAddress: values.address.trim(),
      chainId: values.chainId,
      walletConnected: Boolean(address),
    });
    if (issue) return notify.error(issue);
    uploadLogo.mutate(
      { file, tokenAddress: values.address.trim(), chainId: values.chainId },
      {
        onSuccess: (publicUrl) => {
          set({ logoUrl: publicUrl });
          notify.success(ADMIN_TEXTS.logoUploaded);
        },
        onError: (error) => notifyFailure(error, ADMIN_TEXTS.uploadFailed),
      },
    );
  };

  const busy = saveToken.isPending;
  const idleLabel = editing ? 'Update Token' : 'Create Token';
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? 'Edit Token' : 'Add New Token'}
      width={560}
      buttons={[
        { label: 'Cancel', variant: 'secondary', onClick: onClose },
        {
          label: busy ? (editing ? 'Updating...' : 'Creating...') : idleLabel,
          onClick: submit,
          loading: busy,
          disabled: busy,
        },
      ]}
    >
      <div className="grid grid-cols-1 gap-3 overflow-y-auto px-4 py-3 sm:grid-cols-2">
        <Field label="Chain" htmlFor="token-chain" error={errors.chainId}>
          <Select
            id="token-chain"
            value={values.chainId === null ? undefined : String(values.chainId)}
            options={CHAIN_OPTIONS}
            onChange={(chainId) => set({ chainId: Number(chainId) })}
            placeholder="Select chain"
            disabled={editing}
          />
        </Field>
        <Field label="Contract Address" htmlFor="token-address" error={errors.address}>
          <TextInput
            id="token-address"
            value={values.address}
            onValueChange={(text) => set({ address: text })}
            placeholder="0x..."
            className="font-mono"
            disabled={editing}
            invalid={Boolean(errors.address)}
          />
        </Field>
        <Field label="Symbol" htmlFor="token-symbol" error={errors.symbol}>
          <TextInput
            id="token-symbol"
            value={values.symbol}
            onValueChange={(text) => set({ symbol: text })}
            invalid={Boolean(errors.symbol)}
          />
        </Field>
        <Field label="Decimals" htmlFor="token-decimals" error={errors.decimals}>
          <TextInput
            id="token-decimals"
            inputMode="numeric"
            value={values.decimals}
            onValueChange={(text) => set({ decimals: text })}
            invalid={Boolean(errors.decimals)}
          />
        </Field>
        <div className="sm:col-span-2">
          <Field label="Name" htmlFor="token-name" error={errors.name}>
            <TextInput
              id="token-name"
              value={values.name}
              onValueChange={(text) => set({ name: text })}
              invalid={Boolean(errors.name)}
            />
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Field label="Logo URL" htmlFor="token-logo" error={errors.logoUrl}>
            <div className="flex items-center gap-2">
              <TextInput
                id="token-logo"
                value={values.logoUrl}
                onValueChange={(text) => set({ logoUrl: text })}
                placeholder="https://..."
                wrapperClassName="flex-1"
                invalid={Boolean(errors.logoUrl)}
              />
              <input
                ref={fileInput}
                type="file"
                accept="image/*"
                className="hidden"
                onChange={upload}
                data-testid="logo-file"
              />
              <Button
                variant="secondary"
                size="sm"
                onClick={() => fileInput.current?.click()}
                loading={uploadLogo.isPending}
              >
                <Upload size={14} /> Upload Logo
              </Button>
              {values.logoUrl && (
                <img
                  src={values.logoUrl}
                  alt="Logo preview"
                  className="size-9 shrink-0 rounded-full border border-line bg-bg object-cover"
                />
              )}
            </div>
          </Field>
        </div>
        <p className="text-muted text-xs sm:col-span-2">Social Links (optional)</p>
        {SOCIAL_PLATFORMS.map((platform) => (
          <Field
            key={platform}
            label={SOCIAL_LINK_FIELDS[platform].label}
            htmlFor={`token-${platform}`}
            error={errors[platform]}
          >
            <TextInput
              id={`token-${platform}`}
              value={values.socialLinks[platform]}
              onValueChange={(text) => set({ socialLinks: { ...values.socialLinks, [platform]: text } })}
              placeholder="https://..."
              invalid={Boolean(errors[platform])}
            />
          </Field>
        ))}
      </div>
    </Dialog>
  );
}
