import { describe, expect, it } from 'vitest';
import { adminTokensContract, manageAdminContract, managePairContract } from './admin-functions';
import { FUNCTION_CONTRACTS } from './function-registry';
import { parseRequest } from './request-fields';

const wallet = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

type AdminFunction =
  | 'manage-token'
  | 'manage-pair'
  | 'admin-tokens'
  | 'manage-admin'
  | 'generate-announcement-image-v3';
const parse = (name: AdminFunction, body: unknown) => parseRequest(FUNCTION_CONTRACTS[name].request, body);

describe('admin function contracts', () => {
  it('take the seed bodies, defaults filled in', () => {
    expect(
      parse('manage-token', { walletAddress: wallet, action: 'delete', tokenData: { id: 3 } }).success,
    ).toBe(true);
    const pair = parseRequest(managePairContract.request, {
      walletAddress: wallet,
      action: 'create',
      pairData: { chain_id: 56, base_token_id: 1, quote_token_id: 2, label: 'A/B' },
    });
    expect(pair.success && pair.output.pairData.is_enabled).toBe(true);
    const list = parseRequest(adminTokensContract.request, { walletAddress: wallet });
    expect(list.success && [list.output.search, list.output.offset]).toEqual(['', 0]);
    const grant = parseRequest(manageAdminContract.request, {
      walletAddress: wallet,
      action: 'grant',
      address: wallet,
    });
    expect(grant.success && grant.output.role).toBe('editor');
    expect(parse('generate-announcement-image-v3', { walletAddress: wallet, pairId: null }).success).toBe(
      true,
    );
  });

  it('name each malformed field', () => {
    const refusal = (name: AdminFunction, body: unknown) => {
      const parsed = parse(name, body);
      return parsed.success ? undefined : parsed.error;
    };
    expect(refusal('manage-token', { walletAddress: wallet, action: 'drop', tokenData: {} })).toBe(
      'action: Invalid option: expected one of "create"|"update"|"delete"',
    );
    expect(
      refusal('manage-admin', { walletAddress: wallet, action: 'grant', address: wallet, role: 'owner' }),
    ).toBe('role: Invalid option: expected one of "admin"|"editor"');
    expect(refusal('admin-tokens', { walletAddress: wallet, offset: -1 })).toBe(
      'offset: Too small: expected number to be >=0',
    );
    expect(refusal('manage-token', { action: 'create', tokenData: {} })).toBe(
      'walletAddress: must be a 0x-prefixed 40-hex-digit wallet address',
    );
  });
});
