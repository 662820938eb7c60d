import { describe, expect, it } from 'vitest';
import {
  parseNonceResponse,
  parseServerError,
  parseServerFunctionResponse,
  parseSessionResponse,
  SIWE_STATEMENT,
} from './server-api';

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('server API shapes', () => {
  it('accepts the documented answers', () => {
    expect(parseServerFunctionResponse('check-admin', { isAdmin: true, role: 'admin', extra: 1 })).toEqual({
      isAdmin: true,
      role: 'admin',
    });
    expect(parseServerFunctionResponse('check-admin', { isAdmin: false })).toEqual({ isAdmin: false });
    expect(parseServerFunctionResponse('get-agent-wallet', { exists: false, agentAddress: null })).toEqual({
      exists: false,
      agentAddress: null,
    });
    expect(parseServerFunctionResponse('create-agent-wallet', { agentAddress: address })).toEqual({
      agentAddress: address,
    });
    expect(parseSessionResponse({ address })).toBe(address);
    expect(parseNonceResponse({ nonce: 'a1b2c3d4e5' })).toBe('a1b2c3d4e5');
    expect(parseServerError({ error: 'Agent not approved' })).toBe('Agent not approved');
  });

  it('refuses answers of another shape', () => {
    expect(parseServerFunctionResponse('check-admin', { isAdmin: 'yes' })).toBeUndefined();
    expect(parseServerFunctionResponse('create-agent-wallet', { agentAddress: '0x12' })).toBeUndefined();
    expect(parseSessionResponse({ address: 'nobody' })).toBeUndefined();
    expect(parseNonceResponse({ nonce: 'short' })).toBeUndefined();
    expect(parseServerError('Agent not approved')).toBeUndefined();
  });

  it('tells the user the signature is not a transaction (EIP-4361 statements are one line)', () => {
    expect(SIWE_STATEMENT).toContain('not a transaction');
    expect(SIWE_STATEMENT).not.toContain('\n');
  });
});
