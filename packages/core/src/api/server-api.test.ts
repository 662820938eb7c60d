import { describe, expect, it } from 'vitest';
import { parseRequest } from './request-fields';
import { parseNonceResponse, parseServerError, parseSessionResponse, SIWE_STATEMENT } from './server-api';
import { signInRequestSchema } from './sign-in';

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('server API shapes', () => {
  it('accepts the documented answers', () => {
    expect(parseSessionResponse({ address })).toBe(address);
    expect(parseNonceResponse({ nonce: 'a1b2c3d4e5' })).toBe('a1b2c3d4e5');
    expect(parseServerError({ error: 'Agent not approved' })).toBe('Agent not approved');
  });

  it('refuses answers of another shape', () => {
    expect(parseSessionResponse({ address: 'nobody' })).toBeUndefined();
    expect(parseNonceResponse({ nonce: 'short' })).toBeUndefined();
    expect(parseServerError('Agent not approved')).toBeUndefined();
  });

  it('checks a sign-in body, naming each field at fault', () => {
    const signature = `0x${'ab'.repeat(65)}`;
    expect(parseRequest(signInRequestSchema, { message: 'hello', signature })).toEqual({
      success: true,
      output: { message: 'hello', signature },
    });
    expect(parseRequest(signInRequestSchema, { message: '', signature: '0x12' })).toEqual({
      success: false,
      error: 'message: must not be empty; signature: must be a 0x-prefixed 65-byte hex signature',
    });
    expect(parseRequest(signInRequestSchema, { message: 'x'.repeat(4097), signature })).toEqual({
      success: false,
      error: 'message: Too big: expected string to have <=4096 characters',
    });
  });

  it('tells the user the signature is not a transaction (EIP-4361 statements are one line)', () => {
    expect(SIWE_STATEMENT).toContain('not a transaction');
    expect(SIWE_STATEMENT).not.toContain('\n');
  });
});
