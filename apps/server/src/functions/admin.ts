import {
  ADMIN_ROLE_REQUIRED_TEXT,
  adminAuditLogContract,
  adminPairsContract,
  adminTokensContract,
  canManageAdmins,
  generateAnnouncementImageContract,
  isAdminRole,
  listAdminsContract,
  manageAdminContract,
  managePairContract,
  manageTokenContract,
  uploadPerpLogoContract,
  uploadTokenLogoContract,
} from '@pluto/core';
import { generateAnnouncement, uploadPerpLogo, uploadTokenLogo } from '../admin/admin-files';
import { grantRole, listAdmins, revokeRole } from '../admin/admin-roles';
import { listAudit } from '../admin/audit-log';
import {
  type Actor,
  createPair,
  createToken,
  deletePair,
  deleteToken,
  listAdminPairs,
  listAdminTokens,
  updatePair,
  updateToken,
} from '../admin/catalogue-admin';
import { findAdminRole } from '../auth/roles';
import { HttpError } from '../http/http-error';
import { defineFunction, type FunctionContext } from './function-definition';

/**
 * The admin dashboard's functions (seed 002 §7, issue 26). `access: 'admin'` has already checked the
 * session, its admin role and that `walletAddress` is the session's wallet; the role read here
 * decides what an editor may not do.
 */
const byWallet = ({ walletAddress }: { walletAddress: string }) => walletAddress;

async function actorOf(context: FunctionContext, wallet: string): Promise<Actor> {
  const role = await findAdminRole(context.db, wallet);
  if (!isAdminRole(role)) throw new HttpError(403, 'Unauthorized');
  return { wallet: wallet.toLowerCase(), role };
}

const fileDeps = (context: FunctionContext) => ({ db: context.db, storage: context.storage, now: Date.now });
const DONE = { success: true } as const;

export const manageToken = defineFunction(manageTokenContract, {
  access: 'admin',
  actingWallet: byWallet,
  async handle({ walletAddress, action, tokenData }, context) {
    const actor = await actorOf(context, walletAddress);
    if (action === 'create') await createToken(context.db, actor, tokenData);
    else if (action === 'update') await updateToken(context.db, actor, tokenData);
    else await deleteToken(context.db, actor, tokenData.id);
    return DONE;
  },
});

export const managePair = defineFunction(managePairContract, {
  access: 'admin',
  actingWallet: byWallet,
  async handle({ walletAddress, action, pairData }, context) {
    const actor = await actorOf(context, walletAddress);
    if (action === 'create') await createPair(context.db, actor, pairData);
    else if (action === 'update') await updatePair(context.db, actor, pairData);
    else await deletePair(context.db, actor, pairData.id);
    return DONE;
  },
});

export const uploadTokenLogoFunction = defineFunction(uploadTokenLogoContract, {
  access: 'admin',
  actingWallet: byWallet,
  async handle({ walletAddress, ...upload }, context) {
    return { publicUrl: await uploadTokenLogo(fileDeps(context), walletAddress, upload) };
  },
});

export const uploadPerpLogoFunction = defineFunction(uploadPerpLogoContract, {
  access: 'admin',
  actingWallet: byWallet,
  async handle({ walletAddress, ...upload }, context) {
    await actorOf(context, walletAddress); // admin or editor, no other role string
    const { perpLogos } = context;
    if (!perpLogos) throw new HttpError(503, 'Perp coin logos are not stored here');
    const isListed = async (coin: string) => (await context.exchange.market(coin)) !== undefined;
    return {
      publicUrl: await uploadPerpLogo({ ...fileDeps(context), perpLogos, isListed }, walletAddress, upload),
    };
  },
});

export const generateAnnouncementImage = defineFunction(generateAnnouncementImageContract, {
  access: 'admin',
  actingWallet: byWallet,
  async handle({ walletAddress, pairId }, context) {
    return { imageUrl: await generateAnnouncement(fileDeps(context), walletAddress, pairId) };
  },
});

export const adminTokens = defineFunction(adminTokensContract, {
  access: 'admin',
  actingWallet: byWallet,
  handle: ({ search, offset, chainId }, { db }) => listAdminTokens(db, { search, offset, chainId }),
});

export const adminPairs = defineFunction(adminPairsContract, {
  access: 'admin',
  actingWallet: byWallet,
  handle: ({ search, offset }, { db }) => listAdminPairs(db, { search, offset }),
});

export const adminAuditLog = defineFunction(adminAuditLogContract, {
  access: 'admin',
  actingWallet: byWallet,
  handle: ({ offset }, { db }) => listAudit(db, offset),
});

async function requireRoleManager(context: FunctionContext, wallet: string): Promise<Actor> {
  const actor = await actorOf(context, wallet);
  if (!canManageAdmins(actor.role)) throw new HttpError(403, ADMIN_ROLE_REQUIRED_TEXT);
  return actor;
}

export const listAdminsFunction = defineFunction(listAdminsContract, {
  access: 'admin',
  actingWallet: byWallet,
  async handle({ walletAddress }, context) {
    await requireRoleManager(context, walletAddress);
    return { admins: await listAdmins(context.db) };
  },
});

export const manageAdmin = defineFunction(manageAdminContract, {
  access: 'admin',
  // Only the caller is the acting wallet: `address` is whom the role change is about.
  actingWallet: byWallet,
  async handle({ walletAddress, action, address, role }, context) {
    const actor = await requireRoleManager(context, walletAddress);
    if (action === 'grant') await grantRole(context.db, actor.wallet, address, role);
    else await revokeRole(context.db, actor.wallet, address);
    return DONE;
  },
});
