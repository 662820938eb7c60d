import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { l1ConnectionId, pad32, recoverL1Signer, recoverUserSignedSigner } from './signing';

// Known-answer vectors of doc §5.7.
const KEY = '0x0123456789012345678901234567890123456789012345678901234567890123';
const ADDRESS = '0x14791697260e4c9a71f18484c9f997b308e59325';

describe('L1 action hashing (doc §5.1, §5.7)', () => {
  it('vector 1: connectionId of an IOC order', () => {
    const action = {
      type: 'order',
      orders: [{ a: 4, b: true, p: '1670.1', s: '0.0147', r: false, t: { limit: { tif: 'Ioc' } } }],
      grouping: 'na',
    };
    expect(l1ConnectionId(action, 1677777606040)).toBe(
      '0x0fcbeda5ae3c4950a548021552a4fea2226858c4453571bf3f24ba017eac2908',
    );
  });

  it('treats null vault and expiry as absent, and changes the hash when they are set', () => {
    const action = { type: 'noop' };
    const base = l1ConnectionId(action, 5);
    expect(l1ConnectionId(action, 5, null, null)).toBe(base);
    expect(l1ConnectionId(action, 5, ADDRESS)).not.toBe(base);
    expect(l1ConnectionId(action, 5, undefined, 10)).not.toBe(base);
  });

  const action2 = {
    type: 'order',
    orders: [{ a: 1, b: true, p: '100', s: '100', r: false, t: { limit: { tif: 'Gtc' } } }],
    grouping: 'na',
  };

  it('vector 2: mainnet signature recovers the key address', async () => {
    const signature = {
      r: '0xd65369825a9df5d80099e513cce430311d7d26ddf477f5b3a33d2806b100d78e',
      s: '0x2b54116ff64054968aa237c20ca9ff68000f977c93289157748a3162b6ea940e',
      v: 28,
    };
    expect(await recoverL1Signer({ action: action2, nonce: 0, signature }, false)).toBe(ADDRESS);
    // The same signature checked in testnet mode recovers someone else: it cannot be replayed.
    expect(await recoverL1Signer({ action: action2, nonce: 0, signature }, true)).not.toBe(ADDRESS);
  });

  it('vector 2: testnet signature recovers the key address', async () => {
    const signature = {
      r: '0x82b2ba28e76b3d761093aaded1b1cdad4960b3af30212b343fb2e6cdfa4e3d54',
      s: '0x6b53878fc99d26047f4d7e8c90eb98955a109f44209163f52d8dc4278cbbd9f5',
      v: 27,
    };
    expect(await recoverL1Signer({ action: action2, nonce: 0, signature }, true)).toBe(ADDRESS);
  });

  it('a tampered action recovers a different address', async () => {
    const signature = {
      r: '0x82b2ba28e76b3d761093aaded1b1cdad4960b3af30212b343fb2e6cdfa4e3d54',
      s: '0x6b53878fc99d26047f4d7e8c90eb98955a109f44209163f52d8dc4278cbbd9f5',
      v: 27,
    };
    const tampered = { ...action2, grouping: 'normalTpsl' };
    expect(await recoverL1Signer({ action: tampered, nonce: 0, signature }, true)).not.toBe(ADDRESS);
  });

  it('round-trips a signature made with viem, with r/s lacking leading zeros accepted', async () => {
    const account = privateKeyToAccount(KEY);
    const action = { type: 'cancel', cancels: [{ a: 0, o: 12345678901 }] };
    const nonce = 1795234684701;
    const connectionId = l1ConnectionId(action, nonce, null, 1795234744699);
    const hex = await account.signTypedData({
      domain: {
        name: 'Exchange',
        version: '1',
        chainId: 1337,
        verifyingContract: '0x0000000000000000000000000000000000000000',
      },
      types: {
        Agent: [
          { name: 'source', type: 'string' },
          { name: 'connectionId', type: 'bytes32' },
        ],
      },
      primaryType: 'Agent',
      message: { source: 'b', connectionId },
    });
    const r = `0x${hex.slice(2, 66).replace(/^0+/, '')}`;
    const s = `0x${hex.slice(66, 130)}`;
    const v = Number.parseInt(hex.slice(130, 132), 16);
    const signer = await recoverL1Signer(
      { action, nonce, signature: { r, s, v }, expiresAfter: 1795234744699 },
      true,
    );
    expect(signer).toBe(ADDRESS);
  });
});

describe('user-signed actions (doc §5.3, §5.7)', () => {
  const message = {
    signatureChainId: '0x66eee',
    hyperliquidChain: 'Testnet',
    destination: '0x5e9ee1089755c3435139848e47e6635505d5a13a',
    amount: '1',
    time: 1687816341423,
  };

  it('vector 3: usdSend', async () => {
    const signature = {
      r: '0x637b37dd731507cdd24f46532ca8ba6eec616952c56218baeff04144e4a77073',
      s: '0x11a6a24900e6e314136d2592e2f8d502cd89b7c15b198e1bee043c9589f9fad7',
      v: 27,
    };
    expect(await recoverUserSignedSigner({ type: 'usdSend', ...message }, signature)).toBe(ADDRESS);
  });

  it('vector 4: withdraw3', async () => {
    const signature = {
      r: '0x8363524c799e90ce9bc41022f7c39b4e9bdba786e5f9c72b20e43e1462c37cf9',
      s: '0x58b1411a775938b83e29182e8ef74975f9054c8e97ebf5ec2dc8d51bfc893881',
      v: 28,
    };
    expect(await recoverUserSignedSigner({ type: 'withdraw3', ...message }, signature)).toBe(ADDRESS);
    // The usdSend signature does not verify as a withdrawal.
    const other = await recoverUserSignedSigner(
      { type: 'withdraw3', ...message },
      {
        r: '0x637b37dd731507cdd24f46532ca8ba6eec616952c56218baeff04144e4a77073',
        s: '0x11a6a24900e6e314136d2592e2f8d502cd89b7c15b198e1bee043c9589f9fad7',
        v: 27,
      },
    );
    expect(other).not.toBe(ADDRESS);
  });

  it('rejects malformed signatures and unknown action types', async () => {
    await expect(
      recoverUserSignedSigner({ type: 'usdSend', ...message }, { r: '0xzz', s: '0x1', v: 27 }),
    ).rejects.toThrow();
    await expect(
      recoverUserSignedSigner({ type: 'usdSend', ...message }, { r: '0x1', s: '0x1', v: 1 }),
    ).rejects.toThrow();
    await expect(
      recoverUserSignedSigner({ type: 'order', signatureChainId: '0x1' }, { r: '0x1', s: '0x1', v: 27 }),
    ).rejects.toThrow();
    expect(() => pad32(`0x${'1'.repeat(65)}`)).toThrow();
  });
});
