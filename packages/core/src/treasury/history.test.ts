import { describe, expect, it } from 'vitest';
import { classifyTransfers, TREASURY_HISTORY_TEXT, transferKind, treasuryHistoryWarnings } from './history';

const wallet = '0x1111111111111111111111111111111111111111';
const other = '0x2222222222222222222222222222222222222222';

describe('transfer classification', () => {
  it('is a buy when the wallet receives (any case) and a sell when it sends', () => {
    expect(transferKind({ to: wallet.toUpperCase().replace('0X', '0x') }, wallet)).toBe('buy');
    expect(transferKind({ to: other }, wallet)).toBe('sell');
  });

  it('lists the newest first', () => {
    const rows = classifyTransfers(
      [
        { to: wallet, timeStamp: 100 },
        { to: other, timeStamp: 300 },
        { to: wallet, timeStamp: 200 },
      ],
      wallet,
    );
    expect(rows.map((row) => [row.timeStamp, row.type])).toEqual([
      [300, 'sell'],
      [200, 'buy'],
      [100, 'buy'],
    ]);
  });
});

describe('treasuryHistoryWarnings', () => {
  const base = { sourceError: false, transferCount: 0, purchaseCount: 0, balance: 0n };

  it('has the seed texts', () => {
    expect(TREASURY_HISTORY_TEXT).toEqual({
      empty: 'No purchases yet',
      sourceIssue: '⚠️ BscScan API issue - data may be delayed',
      formerHolder: '⚠️ You previously had tokens but current balance is 0',
    });
  });

  it('warns of the source only when its error flag is set and there are no purchases', () => {
    expect(treasuryHistoryWarnings({ ...base, sourceError: true })).toEqual([
      TREASURY_HISTORY_TEXT.sourceIssue,
    ]);
    expect(
      treasuryHistoryWarnings({
        ...base,
        sourceError: true,
        transferCount: 1,
        purchaseCount: 1,
        balance: 1n,
      }),
    ).toEqual([]);
    expect(treasuryHistoryWarnings(base)).toEqual([]);
  });

  it('warns of a former holder only at a zero balance with past transfers', () => {
    expect(treasuryHistoryWarnings({ ...base, transferCount: 2, purchaseCount: 1 })).toEqual([
      TREASURY_HISTORY_TEXT.formerHolder,
    ]);
    expect(treasuryHistoryWarnings({ ...base, transferCount: 2, purchaseCount: 1, balance: 5n })).toEqual([]);
  });
});
