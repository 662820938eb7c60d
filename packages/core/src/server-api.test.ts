import { describe, expect, it } from 'vitest';
import { SIWE_STATEMENT, serverFunctions, sessionResponseSchema } from './server-api';

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('server API shapes', () => {
  it('accepts the documented answers', () => {
    expect(serverFunctions['check-admin'].parse({ isAdmin: true, role: 'admin' })).toEqual({
      isAdmin: true,
      role: 'admin',
    });
    expect(serverFunctions['get-agent-wallet'].parse({ exists: false, agentAddress: null }).exists).toBe(
      false,
    );
    expect(serverFunctions['create-agent-wallet'].parse({ agentAddress: address }).agentAddress).toBe(
      address,
    );
    expect(sessionResponseSchema.parse({ address }).address).toBe(address);
  });

  it('refuses answers of another shape', () => {
    expect(serverFunctions['check-admin'].safeParse({ isAdmin: 'yes' }).success).toBe(false);
    expect(serverFunctions['create-agent-wallet'].safeParse({ agentAddress: '0x12' }).success).toBe(false);
  });

  it('tells the user the signature is not a transaction (EIP-4361 statements are one line)', () => {
    expect(SIWE_STATEMENT).toContain('not a transaction');
    expect(SIWE_STATEMENT).not.toContain('\n');
  });
});
