import { describe, expect, it } from 'vitest';
import { FUNCTION_CONTRACTS } from './function-registry';
import { parseRequest } from './request-fields';

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('trade-summary contracts', () => {
  it('asks for a card by the closing order only: figures in the body are no part of it', () => {
    const parsed = parseRequest(FUNCTION_CONTRACTS['generate-trade-summary'].request, {
      userAddress: address,
      oid: 42,
    });
    expect(parsed).toEqual({ success: true, output: { userAddress: address, oid: 42 } });
    const forged = parseRequest(FUNCTION_CONTRACTS['generate-trade-summary'].request, {
      userAddress: address,
      oid: 42,
      pnl: 1_000_000,
    });
    // Extra fields are dropped: the card's figures come only from the exchange.
    expect(forged).toEqual({ success: true, output: { userAddress: address, oid: 42 } });
  });

  it('refuses a malformed order id or share id', () => {
    expect(
      parseRequest(FUNCTION_CONTRACTS['generate-trade-summary'].request, { userAddress: address, oid: -1 })
        .success,
    ).toBe(false);
    expect(
      parseRequest(FUNCTION_CONTRACTS['get-shared-trade'].request, { shareId: 'AbCdEfGhIjKlMnOpQr_-12' })
        .success,
    ).toBe(true);
    expect(
      parseRequest(FUNCTION_CONTRACTS['get-shared-trade'].request, { shareId: '../../etc' }).success,
    ).toBe(false);
  });
});
