import { describe, expect, it } from 'vitest';
import {
  checkOnChainDepositBalance,
  depositSuccessMessage,
  isDepositCredited,
  minimumDepositUnits,
  transferFailureMessage,
  transferSuccessMessage,
  validateDeposit,
  validateTransferToSpot,
  validateWithdraw,
  WITHDRAWAL_FALLBACK_MESSAGE,
  withdrawalArrivalTime,
  withdrawalFailureMessage,
} from './funds';

const usdc = (whole: number) => BigInt(whole) * 1_000_000n;

describe('validateDeposit (seed 000 §5, minimum from configuration)', () => {
  const base = { isConnected: true, amountText: '100', walletBalance: usdc(500), minimumUsdc: 5 };

  it('accepts a valid amount and returns it in base units', () => {
    expect(validateDeposit(base)).toEqual({ ok: true, amount: usdc(100) });
    expect(validateDeposit({ ...base, amountText: '5' })).toEqual({ ok: true, amount: usdc(5) });
    expect(validateDeposit({ ...base, amountText: '500' })).toEqual({ ok: true, amount: usdc(500) });
  });

  it('requires a wallet first', () => {
    expect(validateDeposit({ ...base, isConnected: false, amountText: '' })).toEqual({
      ok: false,
      title: 'Wallet Required',
      description: 'Please connect your wallet to deposit',
    });
  });

  it('requires a number above 0', () => {
    for (const amountText of ['', '0', '0.00', 'abc', '-3', '1.1234567']) {
      expect(validateDeposit({ ...base, amountText }), amountText).toEqual({
        ok: false,
        title: 'Invalid Amount',
        description: 'Please enter a valid deposit amount',
      });
    }
  });

  it('refuses less than the bridge minimum, before the balance check', () => {
    expect(validateDeposit({ ...base, amountText: '3', walletBalance: 0n })).toEqual({
      ok: false,
      title: 'Minimum Deposit',
      description: 'Minimum deposit is 5 USDC',
    });
    expect(validateDeposit({ ...base, amountText: '4.99' })).toMatchObject({
      ok: false,
      title: 'Minimum Deposit',
    });
    expect(validateDeposit({ ...base, amountText: '0.5', minimumUsdc: 1 })).toMatchObject({
      description: 'Minimum deposit is 1 USDC',
    });
    expect(validateDeposit({ ...base, amountText: '0.01', minimumUsdc: 0 })).toMatchObject({ ok: true });
  });

  it('refuses more than the wallet holds, with exact figures', () => {
    expect(validateDeposit({ ...base, amountText: '600.5', walletBalance: 499_990_000n })).toEqual({
      ok: false,
      title: 'Insufficient Balance',
      description: 'You have 499.99 USDC but need 600.5 USDC',
    });
  });
});

describe('deposit steps', () => {
  it('re-checks the on-chain balance before sending', () => {
    expect(checkOnChainDepositBalance(usdc(10), usdc(10))).toBeUndefined();
    expect(checkOnChainDepositBalance(usdc(10), usdc(9))).toEqual({
      title: 'Insufficient Balance',
      description: "You don't have enough USDC to deposit this amount",
    });
  });

  // The pending toast's title is checked where it shows (DepositDialog.test.tsx).
  it('has the success toast', () => {
    expect(depositSuccessMessage(usdc(100)).title).toBe('Deposit Successful');
    expect(depositSuccessMessage(usdc(100)).description).toContain('100 USDC');
  });

  // Polling every 6 s, 15 times, is checked where it runs (deposit-credit.test.ts).
  it('counts a deposit credited once the total changed and is above zero', () => {
    expect(isDepositCredited(0n, usdc(100))).toBe(true);
    expect(isDepositCredited(usdc(5), usdc(105))).toBe(true);
    expect(isDepositCredited(usdc(5), usdc(5))).toBe(false);
    expect(isDepositCredited(usdc(5), 0n)).toBe(false);
  });

  it('turns the configured minimum into base units', () => {
    expect(minimumDepositUnits(5)).toBe(usdc(5));
    expect(minimumDepositUnits(0.5)).toBe(500_000n);
    expect(minimumDepositUnits(0)).toBe(0n);
    expect(minimumDepositUnits(Number.NaN)).toBe(0n);
  });
});

describe('validateWithdraw (seed 000 §5)', () => {
  const base = { isConnected: true, amountText: '10', available: usdc(50) };

  it('accepts up to the available balance', () => {
    expect(validateWithdraw(base)).toEqual({ ok: true, amount: usdc(10) });
    expect(validateWithdraw({ ...base, amountText: '50' })).toEqual({ ok: true, amount: usdc(50) });
  });

  it('checks wallet, then amount, then available', () => {
    expect(validateWithdraw({ ...base, isConnected: false, amountText: 'x' })).toEqual({
      ok: false,
      title: 'Wallet Required',
      description: 'Please connect your wallet to withdraw',
    });
    expect(validateWithdraw({ ...base, amountText: '0', available: 0n })).toEqual({
      ok: false,
      title: 'Invalid Amount',
      description: 'Please enter a valid withdrawal amount',
    });
    expect(validateWithdraw({ ...base, amountText: '50.000001' })).toEqual({
      ok: false,
      title: 'Insufficient Balance',
      description: 'Withdrawal amount exceeds available balance',
    });
  });
});

describe('withdrawalFailureMessage (seed 000 §8)', () => {
  it('explains the known refusals', () => {
    expect(withdrawalFailureMessage(new Error('Insufficient balance for withdrawal'))).toBe(
      'Insufficient funds available for withdrawal',
    );
    expect(withdrawalFailureMessage(new Error('Withdrawal pending'))).toBe(
      'You have a pending withdrawal. Please wait for it to complete.',
    );
    expect(withdrawalFailureMessage('Cannot withdraw with open positions')).toBe(
      'Cannot withdraw with open positions. Please close all positions first.',
    );
    expect(withdrawalFailureMessage(new Error('Must deposit before performing actions. User: 0xabc'))).toBe(
      'You need to deposit into the product before withdrawing',
    );
  });

  it('passes other texts through, else the fallback', () => {
    expect(withdrawalFailureMessage(new Error('Invalid send'))).toBe('Invalid send');
    expect(withdrawalFailureMessage(new Error(''))).toBe(WITHDRAWAL_FALLBACK_MESSAGE);
    expect(withdrawalFailureMessage({})).toBe('Failed to process withdrawal');
  });

  it('states the arrival time per network', () => {
    expect(withdrawalArrivalTime('devnet')).toBe('a few seconds');
    expect(withdrawalArrivalTime('mainnet')).toBe('1-2 minutes');
  });
});

describe('transfer to spot (seed 001 §5, §8)', () => {
  it('needs a wallet, then a balance, and moves the whole available balance', () => {
    expect(validateTransferToSpot({ isConnected: false, available: usdc(5) })).toEqual({
      ok: false,
      title: 'Wallet Not Connected',
      description: 'Please connect your wallet first',
    });
    expect(validateTransferToSpot({ isConnected: true, available: 0n })).toEqual({
      ok: false,
      title: 'No Balance',
      description: "You don't have any available balance to transfer",
    });
    expect(validateTransferToSpot({ isConnected: true, available: usdc(5) })).toEqual({
      ok: true,
      amount: usdc(5),
    });
  });

  it('has the failure and success texts', () => {
    expect(transferFailureMessage(new Error('Insufficient balance'))).toBe(
      'Transfer failed: Insufficient balance',
    );
    expect(transferFailureMessage(undefined)).toBe('Transfer failed');
    expect(transferSuccessMessage(usdc(7)).title).toBe('Transfer Successful');
  });
});
