import { checkAdminContract } from '@pluto/core';
import { findAdminRole } from '../auth/roles';
import { defineFunction } from './function-definition';

/**
 * Seed 000 §6, seed 002 §6: whether a wallet is an admin. Public: the web app asks as soon as a
 * wallet connects, before any sign-in, and the answer grants nothing — every admin function checks
 * the signed-in session itself.
 */
export const checkAdmin = defineFunction(checkAdminContract, {
  access: 'public',
  async handle({ walletAddress }, { db }) {
    const role = await findAdminRole(db, walletAddress);
    return { isAdmin: role !== null, role };
  },
});
