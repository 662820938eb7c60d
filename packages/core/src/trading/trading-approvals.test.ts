import { describe, expect, it, vi } from 'vitest';
import {
  AGENT_NAME,
  agentApprovalFailureMessage,
  BUILDER_MAX_FEE_RATE,
  isAgentApproved,
  isBuilderFeeApproved,
} from './trading-approvals';

const agent = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('isAgentApproved', () => {
  const now = 1_800_000_000_000;

  it('finds the agent among the named agents, whatever the address case', () => {
    expect(isAgentApproved(agent, [{ address: agent.toLowerCase(), validUntil: now + 1 }], now)).toBe(true);
    expect(isAgentApproved(agent, [{ address: agent, validUntil: null }], now)).toBe(true);
  });

  it('is not approved when expired, absent or unknown', () => {
    expect(isAgentApproved(agent, [{ address: agent, validUntil: now }], now)).toBe(false);
    expect(isAgentApproved(agent, [], now)).toBe(false);
    expect(isAgentApproved(undefined, [{ address: agent, validUntil: null }], now)).toBe(false);
  });

  it('names the agent within the exchange limit of 16 characters', () => {
    expect(AGENT_NAME.length).toBeLessThanOrEqual(16);
  });

  it('formats the failure', () => {
    expect(agentApprovalFailureMessage(new Error('User rejected'))).toBe(
      'Failed to approve agent: User rejected',
    );
    expect(agentApprovalFailureMessage(null)).toBe('Failed to approve agent: Approval failed');
  });
});

describe('isBuilderFeeApproved', () => {
  const builder = '0x0000000000000000000000000000000000000b0b';

  it('needs at least 1000 tenths of a basis point (1 %)', () => {
    expect(isBuilderFeeApproved(builder, 1000)).toBe(true);
    expect(isBuilderFeeApproved(builder, 2000)).toBe(true);
    expect(isBuilderFeeApproved(builder, 999)).toBe(false);
    expect(isBuilderFeeApproved(builder, 0)).toBe(false);
    expect(isBuilderFeeApproved(builder, undefined)).toBe(false);
  });

  it('counts the rate signed in approveBuilderFee as approved', () => {
    // The exchange records the signed percentage in tenths of a basis point: 1 % is 1000.
    const signedTenthsBp = Number.parseFloat(BUILDER_MAX_FEE_RATE) * 1000;
    expect(isBuilderFeeApproved(builder, signedTenthsBp)).toBe(true);
  });

  it('has nothing to approve without a configured builder', () => {
    expect(isBuilderFeeApproved(null, undefined)).toBe(true);
  });
});

describe('BUILDER_MAX_FEE_RATE', () => {
  it('is stated without creating an Intl formatter (the trading screen evaluates it on its first load)', async () => {
    vi.resetModules();
    const formatters = vi.spyOn(Intl, 'NumberFormat');
    try {
      const { BUILDER_MAX_FEE_RATE } = await import('./trading-approvals');
      expect(BUILDER_MAX_FEE_RATE).toBe('1%');
      expect(formatters).not.toHaveBeenCalled();
    } finally {
      formatters.mockRestore();
    }
  });
});
