import { ANVIL_DEV_PRIVATE_KEYS, type AnvilChain, startAnvil } from '@pluto/devnet/anvil';
import {
  type Abi,
  type Account,
  createPublicClient,
  createWalletClient,
  getAddress,
  type Hex,
  http,
  keccak256,
  type PublicClient,
  parseEther,
  parseSignature,
  parseUnits,
  stringToHex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { arbitrum } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bridgeAbi,
  bridgeBytecode,
  plutoTokenAbi,
  plutoTokenBytecode,
  spotTokenAbi,
  spotTokenBytecode,
  usdcAbi,
  usdcBytecode,
  wrappedNativeAbi,
  wrappedNativeBytecode,
} from '../src/index';

const [deployer, alice, bob, operator] = ANVIL_DEV_PRIVATE_KEYS.slice(0, 4).map((key) =>
  privateKeyToAccount(key),
) as [Account, Account, Account, Account];
const ARBITRUM = arbitrum.id;
const usdc = (amount: string) => parseUnits(amount, 6);

let chain: AnvilChain;
let publicClient: PublicClient;
const walletFor = (account: Account) =>
  createWalletClient({ account, chain: arbitrum, transport: http(chain.rpcUrl) });

async function deploy(abi: Abi, bytecode: Hex, args: readonly unknown[]): Promise<Hex> {
  const hash = await walletFor(deployer).deployContract({ abi, bytecode, args });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (!receipt.contractAddress) throw new Error('deployment created no contract');
  return getAddress(receipt.contractAddress);
}

async function mined(hash: Hex) {
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe('success');
  return receipt;
}

beforeAll(async () => {
  chain = await startAnvil({ chainId: ARBITRUM });
  publicClient = createPublicClient({ transport: http(chain.rpcUrl) });
});

afterAll(async () => {
  await chain?.stop();
});

describe('USDC', () => {
  let token: Hex;
  const balanceOf = (owner: Account) =>
    publicClient.readContract({
      address: token,
      abi: usdcAbi,
      functionName: 'balanceOf',
      args: [owner.address],
    });

  beforeAll(async () => {
    token = await deploy(usdcAbi, usdcBytecode, [deployer.address]);
    await mined(
      await walletFor(deployer).writeContract({
        address: token,
        abi: usdcAbi,
        functionName: 'mint',
        args: [alice.address, usdc('1000')],
      }),
    );
  });

  it('looks like native USDC: name, symbol, 6 decimals and the EIP-712 domain of version "2"', async () => {
    const read = <F extends 'name' | 'symbol' | 'decimals' | 'version'>(functionName: F) =>
      publicClient.readContract({ address: token, abi: usdcAbi, functionName });
    expect(await read('name')).toBe('USD Coin');
    expect(await read('symbol')).toBe('USDC');
    expect(await read('decimals')).toBe(6);
    expect(await read('version')).toBe('2');
    const { domain } = await publicClient.getEip712Domain({ address: token });
    expect(domain).toMatchObject({
      name: 'USD Coin',
      version: '2',
      chainId: ARBITRUM,
      verifyingContract: token,
    });
  });

  it('transfers between accounts and refuses more than the balance', async () => {
    const receipt = await mined(
      await walletFor(alice).writeContract({
        address: token,
        abi: usdcAbi,
        functionName: 'transfer',
        args: [bob.address, usdc('250.5')],
      }),
    );
    expect(receipt.logs).toHaveLength(1);
    expect(await balanceOf(alice)).toBe(usdc('749.5'));
    expect(await balanceOf(bob)).toBe(usdc('250.5'));

    await expect(
      walletFor(bob).writeContract({
        address: token,
        abi: usdcAbi,
        functionName: 'transfer',
        args: [alice.address, usdc('250.500001')],
      }),
    ).rejects.toThrow(/ERC20InsufficientBalance/);
  });

  it('lets only the owner mint', async () => {
    await expect(
      walletFor(alice).writeContract({
        address: token,
        abi: usdcAbi,
        functionName: 'mint',
        args: [alice.address, usdc('1')],
      }),
    ).rejects.toThrow(/OwnableUnauthorizedAccount/);
    await expect(
      walletFor(alice).writeContract({
        address: token,
        abi: usdcAbi,
        functionName: 'mintBatch',
        args: [[alice.address], [usdc('1')]],
      }),
    ).rejects.toThrow(/OwnableUnauthorizedAccount/);
  });

  it('accepts an EIP-2612 permit signed with viem, once', async () => {
    const value = usdc('100');
    const nonce = await publicClient.readContract({
      address: token,
      abi: usdcAbi,
      functionName: 'nonces',
      args: [alice.address],
    });
    const deadline = BigInt(Math.floor(Date.now() / 1000) + 3600);
    const signature = await walletFor(alice).signTypedData({
      domain: { name: 'USD Coin', version: '2', chainId: ARBITRUM, verifyingContract: token },
      types: {
        Permit: [
          { name: 'owner', type: 'address' },
          { name: 'spender', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'nonce', type: 'uint256' },
          { name: 'deadline', type: 'uint256' },
        ],
      },
      primaryType: 'Permit',
      message: { owner: alice.address, spender: bob.address, value, nonce, deadline },
    });
    const { r, s, v } = parseSignature(signature);
    const permitArgs = [alice.address, bob.address, value, deadline, Number(v), r, s] as const;

    // The spender pays the gas: the owner only signed.
    await mined(
      await walletFor(bob).writeContract({
        address: token,
        abi: usdcAbi,
        functionName: 'permit',
        args: permitArgs,
      }),
    );
    expect(
      await publicClient.readContract({
        address: token,
        abi: usdcAbi,
        functionName: 'allowance',
        args: [alice.address, bob.address],
      }),
    ).toBe(value);
    const bobBefore = await balanceOf(bob);
    await mined(
      await walletFor(bob).writeContract({
        address: token,
        abi: usdcAbi,
        functionName: 'transferFrom',
        args: [alice.address, bob.address, value],
      }),
    );
    expect(await balanceOf(bob)).toBe(bobBefore + value);

    // The nonce moved on, so the same signature now recovers another signer.
    await expect(
      walletFor(bob).writeContract({
        address: token,
        abi: usdcAbi,
        functionName: 'permit',
        args: permitArgs,
      }),
    ).rejects.toThrow(/ERC2612InvalidSigner/);
  });

  it('refuses an expired permit', async () => {
    const { r, s, v } = parseSignature(
      await walletFor(alice).signMessage({ message: 'not a permit, never checked past the deadline' }),
    );
    await expect(
      walletFor(bob).writeContract({
        address: token,
        abi: usdcAbi,
        functionName: 'permit',
        args: [alice.address, bob.address, 1n, 1n, Number(v), r, s],
      }),
    ).rejects.toThrow(/ERC2612ExpiredSignature/);
  });
});

describe('$PLUTO and spot tokens', () => {
  it('$PLUTO has 18 decimals and owner-only batch minting', async () => {
    const pluto = await deploy(plutoTokenAbi, plutoTokenBytecode, [deployer.address]);
    expect(
      await publicClient.readContract({ address: pluto, abi: plutoTokenAbi, functionName: 'symbol' }),
    ).toBe('PLUTO');
    expect(
      await publicClient.readContract({ address: pluto, abi: plutoTokenAbi, functionName: 'decimals' }),
    ).toBe(18);
    await mined(
      await walletFor(deployer).writeContract({
        address: pluto,
        abi: plutoTokenAbi,
        functionName: 'mintBatch',
        args: [
          [alice.address, bob.address],
          [parseEther('5'), parseEther('7')],
        ],
      }),
    );
    expect(
      await publicClient.readContract({
        address: pluto,
        abi: plutoTokenAbi,
        functionName: 'balanceOf',
        args: [bob.address],
      }),
    ).toBe(parseEther('7'));
    await expect(
      walletFor(deployer).writeContract({
        address: pluto,
        abi: plutoTokenAbi,
        functionName: 'mintBatch',
        args: [[alice.address], []],
      }),
    ).rejects.toThrow(/LengthMismatch/);
    await expect(
      walletFor(bob).writeContract({
        address: pluto,
        abi: plutoTokenAbi,
        functionName: 'mint',
        args: [bob.address, 1n],
      }),
    ).rejects.toThrow(/OwnableUnauthorizedAccount/);
  });

  it('a spot token takes its decimals from the constructor', async () => {
    const wbtc = await deploy(spotTokenAbi, spotTokenBytecode, [
      'Wrapped Bitcoin',
      'WBTC',
      8,
      deployer.address,
    ]);
    expect(
      await publicClient.readContract({ address: wbtc, abi: spotTokenAbi, functionName: 'decimals' }),
    ).toBe(8);
    expect(await publicClient.readContract({ address: wbtc, abi: spotTokenAbi, functionName: 'name' })).toBe(
      'Wrapped Bitcoin',
    );
  });

  it('wrapped native mints on deposit and pays the coin back on withdraw', async () => {
    const weth = await deploy(wrappedNativeAbi, wrappedNativeBytecode, ['Wrapped Ether', 'WETH']);
    await mined(await walletFor(alice).sendTransaction({ to: weth, value: parseEther('2') }));
    await mined(
      await walletFor(alice).writeContract({
        address: weth,
        abi: wrappedNativeAbi,
        functionName: 'deposit',
        value: parseEther('1'),
      }),
    );
    const wrapped = () =>
      publicClient.readContract({
        address: weth,
        abi: wrappedNativeAbi,
        functionName: 'balanceOf',
        args: [alice.address],
      });
    expect(await wrapped()).toBe(parseEther('3'));
    await mined(
      await walletFor(alice).writeContract({
        address: weth,
        abi: wrappedNativeAbi,
        functionName: 'withdraw',
        args: [parseEther('3')],
      }),
    );
    expect(await wrapped()).toBe(0n);
    expect(await publicClient.getBalance({ address: weth })).toBe(0n);
  });
});

describe('Bridge', () => {
  let token: Hex;
  let bridge: Hex;
  const usdcBalance = (owner: Hex) =>
    publicClient.readContract({ address: token, abi: usdcAbi, functionName: 'balanceOf', args: [owner] });
  const payout = (by: Account, to: Hex, amount: bigint, withdrawalId: Hex) =>
    walletFor(by).writeContract({
      address: bridge,
      abi: bridgeAbi,
      functionName: 'payout',
      args: [to, amount, withdrawalId],
    });

  beforeAll(async () => {
    token = await deploy(usdcAbi, usdcBytecode, [deployer.address]);
    bridge = await deploy(bridgeAbi, bridgeBytecode, [token, deployer.address, operator.address]);
    await mined(
      await walletFor(deployer).writeContract({
        address: token,
        abi: usdcAbi,
        functionName: 'mint',
        args: [bridge, usdc('1000')],
      }),
    );
  });

  it('pays a withdrawal exactly once per withdrawal id', async () => {
    const withdrawalId = keccak256(stringToHex('withdrawal-1'));
    const receipt = await mined(await payout(operator, bob.address, usdc('9'), withdrawalId));
    expect(await usdcBalance(bob.address)).toBe(usdc('9'));
    expect(await usdcBalance(bridge)).toBe(usdc('991'));
    const [payoutEvent] = await publicClient.getContractEvents({
      address: bridge,
      abi: bridgeAbi,
      eventName: 'Payout',
      fromBlock: receipt.blockNumber,
      toBlock: receipt.blockNumber,
    });
    expect(payoutEvent?.args).toEqual({ withdrawalId, to: bob.address, amount: usdc('9') });
    expect(
      await publicClient.readContract({
        address: bridge,
        abi: bridgeAbi,
        functionName: 'isPaid',
        args: [withdrawalId],
      }),
    ).toBe(true);

    await expect(payout(operator, bob.address, usdc('9'), withdrawalId)).rejects.toThrow(/AlreadyPaid/);
    await expect(payout(deployer, bob.address, usdc('9'), withdrawalId)).rejects.toThrow(/AlreadyPaid/);
    expect(await usdcBalance(bob.address)).toBe(usdc('9'));
  });

  it('lets only the owner or the operator pay out, and only the owner change the operator', async () => {
    const withdrawalId = keccak256(stringToHex('withdrawal-2'));
    await expect(payout(alice, alice.address, usdc('1'), withdrawalId)).rejects.toThrow(/NotOperator/);
    await expect(
      walletFor(operator).writeContract({
        address: bridge,
        abi: bridgeAbi,
        functionName: 'setOperator',
        args: [alice.address],
      }),
    ).rejects.toThrow(/OwnableUnauthorizedAccount/);
    await mined(await payout(deployer, alice.address, usdc('1'), withdrawalId));
  });
});
