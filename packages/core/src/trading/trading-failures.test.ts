import { describe, expect, it } from 'vitest';
import { ORDER_CHECK_FAILURES } from './order-rules';
import { cancelAllFailureMessage, isAgentError } from './trading-failures';

describe('agent errors', () => {
  it('recognises agent, not authorized and not approved texts', () => {
    expect(isAgentError(new Error('User or API Wallet 0x12 does not exist: agent'))).toBe(true);
    expect(isAgentError('Signer not authorized')).toBe(true);
    expect(isAgentError('Builder fee has not been approved')).toBe(false);
    expect(isAgentError('Builder not approved')).toBe(true);
    expect(isAgentError(ORDER_CHECK_FAILURES.agentApprovalRequired.message)).toBe(true);
    expect(isAgentError(new Error('Insufficient margin'))).toBe(false);
    expect(isAgentError(undefined)).toBe(false);
  });
});

describe('cancel-all', () => {
  it('reports how many cancels failed', () => {
    expect(cancelAllFailureMessage(0)).toBeUndefined();
    expect(cancelAllFailureMessage(1)).toBe('Failed to cancel 1 orders');
    expect(cancelAllFailureMessage(3)).toBe('Failed to cancel 3 orders');
  });
});
