import * as v from 'valibot';
import { ADMIN_ROLES } from '../admin/roles';
import { SOCIAL_PLATFORMS } from '../admin/token-form';
import { defineContract } from './function-contract';
import { chainIdField, listOffsetField, requestObject, walletAddressField } from './request-fields';

/**
 * The admin dashboard's functions (seed 002 §7, issue 26). Each is checked on the server against the
 * signed-in session: the session's wallet must be an admin (or editor) and `walletAddress` must be
 * that same wallet. Field rules (symbol length, URLs, …) are core's form rules, run by the handler so
 * the answer carries the seed's texts.
 */

const writeAction = v.picklist(
  ['create', 'update', 'delete'],
  'Invalid option: expected one of "create"|"update"|"delete"',
);
const rowId = v.pipe(v.number(), v.integer(), v.minValue(1));
const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const optionalText = (max: number) => v.optional(v.nullable(text(max)));

const socialLinks = v.object(
  Object.fromEntries(SOCIAL_PLATFORMS.map((platform) => [platform, optionalText(2048)])) as Record<
    (typeof SOCIAL_PLATFORMS)[number],
    ReturnType<typeof optionalText>
  >,
);

/** Seed 002 §3 token write payload; for delete only `id`. Fields are checked by the form's rules. */
const tokenData = v.object({
  id: v.optional(rowId),
  chain_id: v.optional(v.nullable(v.number())),
  address: v.optional(text(64)),
  is_native: v.optional(v.boolean()),
  symbol: v.optional(text(64)),
  name: v.optional(text(256)),
  decimals: v.optional(v.nullable(v.number())),
  logo_url: optionalText(2048),
  wrapped_address: optionalText(64),
  social_links: v.optional(v.nullable(v.partial(socialLinks))),
});

/** Seed 002 §3 pair write payload; for delete only `id`. The label is the server's (BASE/QUOTE). */
const pairData = v.object({
  id: v.optional(rowId),
  chain_id: v.optional(v.nullable(v.number())),
  base_token_id: v.optional(v.nullable(rowId)),
  quote_token_id: v.optional(v.nullable(rowId)),
  label: v.optional(text(64)),
  is_enabled: v.optional(v.boolean(), true),
});

const done = v.object({ success: v.literal(true) });

export const manageTokenContract = defineContract({
  name: 'manage-token',
  request: requestObject({ walletAddress: walletAddressField, action: writeAction, tokenData }),
  response: done,
});

export const managePairContract = defineContract({
  name: 'manage-pair',
  request: requestObject({ walletAddress: walletAddressField, action: writeAction, pairData }),
  response: done,
});

/** Seed 002 §7: a logo as a data URL; the server checks, re-encodes and stores it. */
export const uploadTokenLogoContract = defineContract({
  name: 'upload-token-logo',
  request: requestObject({
    walletAddress: walletAddressField,
    tokenAddress: v.string(),
    chainId: v.nullable(v.number()),
    imageBase64: v.string(),
  }),
  response: v.object({ publicUrl: v.string() }),
});

/**
 * Issue 26: a perp coin's logo, uploaded by an admin with the checks of `upload-token-logo`; served
 * at `/storage/perps-logos/{NAME}.svg` (the name without a leading k, `coinLogoName`).
 */
export const uploadPerpLogoContract = defineContract({
  name: 'upload-perp-logo',
  request: requestObject({
    walletAddress: walletAddressField,
    coin: v.string(),
    imageBase64: v.string(),
  }),
  response: v.object({ publicUrl: v.string() }),
});

/**
 * Seed 002 §7: the pair's announcement image, rendered on the server and saved to the pair. The base
 * logo is read from the catalogue, never fetched from the URL the client names.
 */
export const generateAnnouncementImageContract = defineContract({
  name: 'generate-announcement-image-v3',
  request: requestObject({
    walletAddress: walletAddressField,
    pairId: v.nullable(rowId),
    baseTokenLogoUrl: v.optional(v.nullable(v.string())),
  }),
  response: v.object({ imageUrl: v.string() }),
});

export const adminTokenSchema = v.object({
  id: v.number(),
  chain_id: v.number(),
  address: v.string(),
  is_native: v.boolean(),
  symbol: v.string(),
  name: v.string(),
  decimals: v.number(),
  logo_url: v.nullable(v.string()),
  wrapped_address: v.nullable(v.string()),
  is_enabled: v.boolean(),
  social_links: v.partial(socialLinks),
});
export type AdminToken = v.InferOutput<typeof adminTokenSchema>;

export const adminPairSchema = v.object({
  pair_id: v.number(),
  chain_id: v.number(),
  label: v.string(),
  base_token_id: v.number(),
  quote_token_id: v.number(),
  base_symbol: v.string(),
  base_name: v.string(),
  base_is_native: v.boolean(),
  base_logo_url: v.nullable(v.string()),
  quote_symbol: v.string(),
  quote_name: v.string(),
  quote_is_native: v.boolean(),
  quote_logo_url: v.nullable(v.string()),
  announcement_img_url: v.nullable(v.string()),
  pair_enabled: v.optional(v.boolean(), true),
});
export type AdminPair = v.InferOutput<typeof adminPairSchema>;

const search = v.optional(text(100), '');

/**
 * Seed 002 §7 admin tokens table: by symbol, 50 a page, with the exact count; `search` a
 * case-insensitive partial match on symbol, name or address; `chainId` narrows to one chain.
 */
export const adminTokensContract = defineContract({
  name: 'admin-tokens',
  request: requestObject({
    walletAddress: walletAddressField,
    search,
    offset: listOffsetField,
    chainId: v.optional(chainIdField),
  }),
  response: v.object({ tokens: v.array(adminTokenSchema), count: v.number() }),
});

/** Seed 002 §7 admin pairs view: by label, 50 a page, with the count; search on label and symbols. */
export const adminPairsContract = defineContract({
  name: 'admin-pairs',
  request: requestObject({ walletAddress: walletAddressField, search, offset: listOffsetField }),
  response: v.object({ pairs: v.array(adminPairSchema), count: v.number() }),
});

export const auditEntrySchema = v.object({
  id: v.number(),
  wallet: v.string(),
  action: v.string(),
  entity: v.string(),
  entityId: v.nullable(v.string()),
  before: v.nullable(v.unknown()),
  after: v.nullable(v.unknown()),
  createdAt: v.string(),
});
export type AuditEntry = v.InferOutput<typeof auditEntrySchema>;

/** Issue 26: every admin write, newest first, 50 a page. */
export const adminAuditLogContract = defineContract({
  name: 'admin-audit-log',
  request: requestObject({ walletAddress: walletAddressField, offset: listOffsetField }),
  response: v.object({ entries: v.array(auditEntrySchema), count: v.number() }),
});

const adminRole = v.picklist(
  ADMIN_ROLES,
  `Invalid option: expected one of ${ADMIN_ROLES.map((role) => `"${role}"`).join('|')}`,
);

/** Issue 26: the admins and their roles (admins only). */
export const listAdminsContract = defineContract({
  name: 'list-admins',
  request: requestObject({ walletAddress: walletAddressField }),
  response: v.object({
    admins: v.array(v.object({ wallet: v.string(), role: v.string(), createdAt: v.string() })),
  }),
});

/** Issue 26: grant a role to a wallet (or change it), or remove a wallet's role; never the last admin's. */
export const manageAdminContract = defineContract({
  name: 'manage-admin',
  request: requestObject({
    walletAddress: walletAddressField,
    action: v.picklist(['grant', 'revoke'], 'Invalid option: expected one of "grant"|"revoke"'),
    address: walletAddressField,
    role: v.optional(adminRole, 'editor'),
  }),
  response: done,
});
