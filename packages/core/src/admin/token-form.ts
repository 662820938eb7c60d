import { getChainById } from '../config/chains';
import {
  DEFAULT_TOKEN_CHAIN_ID,
  DEFAULT_TOKEN_DECIMALS,
  TOKEN_DECIMALS_MAX,
  TOKEN_NAME_MAX_LENGTH,
  TOKEN_SYMBOL_MAX_LENGTH,
} from './constants';
import { ADMIN_TEXTS } from './texts';

export const SOCIAL_PLATFORMS = ['twitter', 'discord', 'medium', 'website', 'telegram'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];
export type SocialLinks = Record<SocialPlatform, string | null>;

/** Each link's label and its error text (seed 002 §2.6, §5). */
export const SOCIAL_LINK_FIELDS: Readonly<Record<SocialPlatform, { label: string; invalid: string }>> = {
  twitter: { label: 'Twitter / X', invalid: 'Invalid Twitter URL' },
  discord: { label: 'Discord', invalid: 'Invalid Discord URL' },
  medium: { label: 'Medium', invalid: 'Invalid Medium URL' },
  website: { label: 'Website', invalid: 'Invalid Website URL' },
  telegram: { label: 'Telegram', invalid: 'Invalid Telegram URL' },
};

/** The token dialog's fields as typed (seed 002 §2.6); `chainId` is null until one is chosen. */
export interface TokenFormValues {
  chainId: number | null;
  address: string;
  symbol: string;
  decimals: string;
  name: string;
  logoUrl: string;
  socialLinks: Record<SocialPlatform, string>;
}

export type TokenFormField =
  | 'chainId'
  | 'address'
  | 'symbol'
  | 'decimals'
  | 'name'
  | 'logoUrl'
  | SocialPlatform;
export type TokenFormErrors = Partial<Record<TokenFormField, string>>;

/** What the form resets to on close (seed 002 §4): chain 1, decimals 18, the rest empty. */
export function emptyTokenForm(): TokenFormValues {
  return {
    chainId: DEFAULT_TOKEN_CHAIN_ID,
    address: '',
    symbol: '',
    decimals: String(DEFAULT_TOKEN_DECIMALS),
    name: '',
    logoUrl: '',
    socialLinks: { twitter: '', discord: '', medium: '', website: '', telegram: '' },
  };
}

const CONTRACT_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

export function isContractAddress(value: string): boolean {
  return CONTRACT_ADDRESS.test(value);
}

/**
 * An http(s) URL: the links are shown as links and images, so `javascript:` and `data:` are no URL
 * here.
 */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * A logo's address: an http(s) URL, or a path on this site (`/storage/...`, where uploaded logos are
 * served from disk storage).
 */
export function isLogoUrl(value: string): boolean {
  return /^\/(?!\/)\S*$/.test(value) || isWebUrl(value);
}

function lengthIssue(value: string, max: number, required: string, tooLong: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed.length === 0) return required;
  return trimmed.length > max ? tooLong : undefined;
}

/** Decimals are a whole number from 0 to 18, typed as text. */
function decimalsIssue(value: string): string | undefined {
  const decimals = /^\d{1,2}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  return decimals >= 0 && decimals <= TOKEN_DECIMALS_MAX ? undefined : ADMIN_TEXTS.decimalsRange;
}

const optionalUrlIssue = (value: string, invalid: string, isValid = isWebUrl) =>
  value.trim() === '' || isValid(value.trim()) ? undefined : invalid;

/**
 * The token form's errors by field, in the seed's order (seed 002 §5); empty when the form can be
 * saved. The server runs the same rules on the payload it receives.
 */
export function tokenFormErrors(values: TokenFormValues): TokenFormErrors {
  const errors: TokenFormErrors = {};
  const set = (field: TokenFormField, issue: string | undefined) => {
    if (issue) errors[field] = issue;
  };
  set(
    'chainId',
    values.chainId !== null && getChainById(values.chainId) ? undefined : ADMIN_TEXTS.chainRequired,
  );
  set('address', isContractAddress(values.address.trim()) ? undefined : ADMIN_TEXTS.invalidAddress);
  set(
    'symbol',
    lengthIssue(
      values.symbol,
      TOKEN_SYMBOL_MAX_LENGTH,
      ADMIN_TEXTS.symbolRequired,
      ADMIN_TEXTS.symbolTooLong,
    ),
  );
  set(
    'name',
    lengthIssue(values.name, TOKEN_NAME_MAX_LENGTH, ADMIN_TEXTS.nameRequired, ADMIN_TEXTS.nameTooLong),
  );
  set('decimals', decimalsIssue(values.decimals));
  set('logoUrl', optionalUrlIssue(values.logoUrl, ADMIN_TEXTS.invalidUrl, isLogoUrl));
  for (const platform of SOCIAL_PLATFORMS) {
    set(platform, optionalUrlIssue(values.socialLinks[platform], SOCIAL_LINK_FIELDS[platform].invalid));
  }
  return errors;
}

/** The first error of the form, in the seed's order, or undefined. */
export function firstTokenFormError(values: TokenFormValues): string | undefined {
  return Object.values(tokenFormErrors(values))[0];
}

/** Seed 002 §3 token write payload (the server's `manage-token` takes it). */
export interface TokenWritePayload {
  id?: number;
  chain_id: number;
  address: string;
  /** Always false for tokens created in the admin. */
  is_native: boolean;
  symbol: string;
  name: string;
  decimals: number;
  logo_url: string | null;
  wrapped_address: string | null;
  social_links: SocialLinks;
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The write payload of a valid form (trimmed; empty links and logo as null). */
export function tokenPayloadOf(values: TokenFormValues, id?: number): TokenWritePayload {
  return {
    ...(id !== undefined && { id }),
    chain_id: values.chainId ?? DEFAULT_TOKEN_CHAIN_ID,
    address: values.address.trim(),
    is_native: false,
    symbol: values.symbol.trim(),
    name: values.name.trim(),
    decimals: Number(values.decimals.trim()),
    logo_url: orNull(values.logoUrl),
    wrapped_address: null,
    social_links: Object.fromEntries(
      SOCIAL_PLATFORMS.map((platform) => [platform, orNull(values.socialLinks[platform])]),
    ) as SocialLinks,
  };
}

/** A token payload as a request carries it: any field may be missing or null. */
export type ReceivedTokenPayload = {
  [Field in keyof Omit<TokenWritePayload, 'social_links'>]?: TokenWritePayload[Field] | null | undefined;
} & { social_links?: Partial<Record<SocialPlatform, string | null | undefined>> | null | undefined };

/** A received payload back as form values, so the server checks it by the form's own rules. */
export function tokenFormOfPayload(payload: ReceivedTokenPayload): TokenFormValues {
  const links = payload.social_links ?? {};
  return {
    chainId: payload.chain_id ?? null,
    address: payload.address ?? '',
    symbol: payload.symbol ?? '',
    decimals: Number.isInteger(payload.decimals) ? String(payload.decimals) : '',
    name: payload.name ?? '',
    logoUrl: payload.logo_url ?? '',
    socialLinks: Object.fromEntries(
      SOCIAL_PLATFORMS.map((platform) => [platform, links[platform] ?? '']),
    ) as Record<SocialPlatform, string>,
  };
}
