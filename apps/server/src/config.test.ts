import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadServerConfig } from './config';

describe('loadServerConfig', () => {
  it('derives every other port from PORT so two copies can run side by side', () => {
    const first = loadServerConfig({ PORT: '3000' });
    const second = loadServerConfig({ PORT: '4000' });
    expect(first.runtime.exchange.apiUrl).toBe('http://127.0.0.1:3001');
    expect(first.runtime.exchange.wsUrl).toBe('ws://127.0.0.1:3001/ws');
    expect(second.runtime.exchange.apiUrl).toBe('http://127.0.0.1:4001');
  });

  it('defaults to port 8080 on loopback, a devnet, and a data folder outside the source tree', () => {
    const config = loadServerConfig({});
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.runtime.network).toBe('devnet');
    expect(config.runtime.exchange.isTestnet).toBe(true);
    expect(config.dataDir).not.toContain('/apps/server');
  });

  it('takes DATA_DIR and the exchange endpoints from the environment', () => {
    const config = loadServerConfig({
      DATA_DIR: '/tmp/pluto-data',
      EXCHANGE_API_URL: 'https://api.hyperliquid-testnet.xyz',
      EXCHANGE_WS_URL: 'wss://api.hyperliquid-testnet.xyz/ws',
      PLUTO_NETWORK: 'testnet',
    });
    expect(config.dataDir).toBe('/tmp/pluto-data');
    expect(config.runtime.exchange.apiUrl).toBe('https://api.hyperliquid-testnet.xyz');
    expect(config.runtime.network).toBe('testnet');
  });

  it('refuses a malformed PORT or network with a clear error', () => {
    expect(() => loadServerConfig({ PORT: 'eighty' })).toThrow(
      "PORT must be a whole number from 0 to 65535, got 'eighty'",
    );
    expect(() => loadServerConfig({ PORT: '70000' })).toThrow('PORT must be');
    expect(() => loadServerConfig({ PLUTO_NETWORK: 'moonnet' })).toThrow();
  });

  it('makes dev account #0 the admin on the devnet only, unless ADMIN_WALLETS says otherwise', () => {
    expect(loadServerConfig({}).adminWallets).toEqual(['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266']);
    expect(loadServerConfig({ PLUTO_NETWORK: 'mainnet' }).adminWallets).toEqual([]);
    const configured = loadServerConfig({
      ADMIN_WALLETS:
        ' 0x70997970C51812dc3A010C7d01b50e0d17dc79C8 ,0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    });
    expect(configured.adminWallets).toEqual([
      '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
      '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc',
    ]);
    expect(() => loadServerConfig({ ADMIN_WALLETS: 'alice' })).toThrow(
      "ADMIN_WALLETS must be comma-separated 0x addresses, got 'alice'",
    );
  });

  it('signs in on the loopback origins of PORT unless PUBLIC_ORIGINS is set', () => {
    expect(loadServerConfig({ PORT: '3000' }).publicOrigins).toEqual([
      'http://127.0.0.1:3000',
      'http://localhost:3000',
    ]);
    expect(loadServerConfig({ PUBLIC_ORIGINS: 'https://app.pluto.trade/' }).publicOrigins).toEqual([
      'https://app.pluto.trade',
    ]);
    expect(() => loadServerConfig({ PUBLIC_ORIGINS: 'not a url' })).toThrow('PUBLIC_ORIGINS must be');
  });

  it('takes the database, master key, proxy trust and rate limits from the environment', () => {
    const config = loadServerConfig({
      DATABASE_URL: 'postgres://pluto@db.internal/pluto',
      AGENT_MASTER_KEY: 'ab'.repeat(32),
      TRUST_PROXY: 'true',
      RATE_LIMIT_IP_PER_MINUTE: '100',
      EXCHANGE_WEIGHT_PER_MINUTE: '2400',
    });
    expect(config.databaseUrl).toBe('postgres://pluto@db.internal/pluto');
    expect(config.agentMasterKey).toBe('ab'.repeat(32));
    expect(config.trustProxy).toBe(true);
    expect(config.rateLimits.ipPerMinute).toBe(100);
    expect(config.exchangeWeightPerMinute).toBe(2400);
    expect(loadServerConfig({}).exchangeWeightPerMinute).toBe(1200);
    expect(loadServerConfig({}).databaseUrl).toBeNull();
    expect(() => loadServerConfig({ RATE_LIMIT_SESSION_PER_MINUTE: '0' })).toThrow(
      "RATE_LIMIT_SESSION_PER_MINUTE must be a whole number of at least 1, got '0'",
    );
  });

  it("sends the devnet server's exchange requests from 127.0.0.2 on Linux, so the exchange counts them apart", () => {
    expect(loadServerConfig({}, 'linux').exchangeLocalAddress).toBe('127.0.0.2');
    // Only Linux answers on all of 127/8; a remote exchange is reached from the system's address.
    expect(loadServerConfig({}, 'darwin').exchangeLocalAddress).toBeNull();
    const remote = { EXCHANGE_API_URL: 'https://api.hyperliquid-testnet.xyz' };
    expect(loadServerConfig(remote, 'linux').exchangeLocalAddress).toBeNull();
    expect(
      loadServerConfig({ PLUTO_NETWORK: 'testnet', EXCHANGE_API_URL: 'http://127.0.0.1:9' }, 'linux')
        .exchangeLocalAddress,
    ).toBeNull();
    expect(loadServerConfig({ EXCHANGE_LOCAL_ADDRESS: '10.0.0.7' }, 'linux').exchangeLocalAddress).toBe(
      '10.0.0.7',
    );
    expect(loadServerConfig({ EXCHANGE_LOCAL_ADDRESS: 'system' }, 'linux').exchangeLocalAddress).toBeNull();
    expect(() => loadServerConfig({ EXCHANGE_LOCAL_ADDRESS: 'eth0' })).toThrow(
      "EXCHANGE_LOCAL_ADDRESS must be an IP address or 'system', got 'eth0'",
    );
  });

  it('reads the Telegram bot token, webhook base URL and Bot API root, refusing malformed ones', () => {
    expect(loadServerConfig({}).telegram).toEqual({
      botToken: null,
      webhookUrl: null,
      apiRoot: 'https://api.telegram.org',
    });
    expect(
      loadServerConfig({
        TELEGRAM_BOT_TOKEN: '123456:AAE-x_y',
        TELEGRAM_WEBHOOK_URL: 'https://pluto.trade/',
        TELEGRAM_API_ROOT: 'http://127.0.0.1:8081/',
      }).telegram,
    ).toEqual({
      botToken: '123456:AAE-x_y',
      webhookUrl: 'https://pluto.trade',
      apiRoot: 'http://127.0.0.1:8081',
    });
    expect(() => loadServerConfig({ TELEGRAM_BOT_TOKEN: 'not a token' })).toThrow(
      'TELEGRAM_BOT_TOKEN must be',
    );
    expect(() => loadServerConfig({ TELEGRAM_WEBHOOK_URL: 'http://pluto.trade' })).toThrow(
      'TELEGRAM_WEBHOOK_URL must be an https URL',
    );
    expect(() => loadServerConfig({ TELEGRAM_API_ROOT: 'ftp://x' })).toThrow(
      'TELEGRAM_API_ROOT must be an http(s) URL',
    );
  });

  describe('RUNTIME_CONFIG_FILE', () => {
    const arbitrum = {
      chainId: 42161,
      name: 'Arbitrum',
      shortName: 'arb',
      rpcUrl: 'http://127.0.0.1:9545',
      explorerUrl: 'https://arbiscan.io',
      tokens: { USDC: '0x5FbDB2315678afecb367f032d93F642f64180aa3' },
    };
    const devAccount = {
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
    };
    const writeDeployment = (content: unknown) => {
      const path = join(mkdtempSync(join(tmpdir(), 'pluto-config-')), 'deployment.json');
      writeFileSync(path, JSON.stringify(content));
      return path;
    };

    it('puts the deployed chains, dev accounts, builder and bridge into the runtime configuration', () => {
      const path = writeDeployment({
        chains: [arbitrum],
        devAccounts: [devAccount],
        builderAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        bridgeAddress: '0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6',
      });
      const { runtime } = loadServerConfig({ RUNTIME_CONFIG_FILE: path });
      expect(runtime.chains).toEqual([arbitrum]);
      expect(runtime.devAccounts).toEqual([devAccount]);
      expect(runtime.exchange.builderAddress).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
      expect(runtime.exchange.bridgeAddress).toBe('0x2279B7A0a67DB372996a5FaB50D91eAA73d2eBe6');
    });

    it('refuses dev accounts outside the devnet and malformed files, naming the file', () => {
      const path = writeDeployment({ devAccounts: [devAccount] });
      expect(() => loadServerConfig({ RUNTIME_CONFIG_FILE: path, PLUTO_NETWORK: 'testnet' })).toThrow(
        'only a devnet may offer',
      );
      const bad = writeDeployment({ chains: [{ ...arbitrum, rpcUrl: 'not a url' }] });
      expect(() => loadServerConfig({ RUNTIME_CONFIG_FILE: bad })).toThrow(
        `RUNTIME_CONFIG_FILE ${bad} is invalid`,
      );
      expect(() => loadServerConfig({ RUNTIME_CONFIG_FILE: '/nonexistent/deployment.json' })).toThrow(
        'could not be read',
      );
    });
  });
});

describe('the spot swap configuration', () => {
  it('takes a 1inch key only with the fee referrer, and has none by default', () => {
    expect(loadServerConfig({}).oneInch).toBeNull();
    expect(
      loadServerConfig({
        ONEINCH_API_KEY: 'k',
        SPOT_FEE_REFERRER: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
      }).oneInch,
    ).toEqual({
      apiKey: 'k',
      referrer: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    });
    expect(() => loadServerConfig({ ONEINCH_API_KEY: 'k' })).toThrow(
      'ONEINCH_API_KEY needs SPOT_FEE_REFERRER',
    );
  });

  it('takes the Birdeye and Moralis keys, none by default', () => {
    expect(loadServerConfig({})).toMatchObject({ birdeyeApiKey: null, moralisApiKey: null });
    expect(loadServerConfig({ BIRDEYE_API_KEY: 'b', MORALIS_API_KEY: 'm' })).toMatchObject({
      birdeyeApiKey: 'b',
      moralisApiKey: 'm',
    });
  });
});

describe('the token transfers configuration', () => {
  it('takes a Moralis key from MORALIS_API_KEY, none when unset or empty', () => {
    expect(loadServerConfig({}).moralisApiKey).toBeNull();
    expect(loadServerConfig({ MORALIS_API_KEY: '' }).moralisApiKey).toBeNull();
    expect(loadServerConfig({ MORALIS_API_KEY: 'm' }).moralisApiKey).toBe('m');
  });
});

describe('the $PLUTO holders outside the devnet', () => {
  const pluto = '0x1111111111111111111111111111111111111111';
  it('index $PLUTO on a BSC RPC from its start block when all three are set, none by default', () => {
    expect(loadServerConfig({}).plutoHolders).toBeNull();
    expect(
      loadServerConfig({
        BSC_RPC_URL: 'https://bsc.example/rpc/',
        PLUTO_TOKEN_ADDRESS: pluto,
        PLUTO_START_BLOCK: '45000000',
      }).plutoHolders,
    ).toEqual({ rpcUrl: 'https://bsc.example/rpc', token: pluto, startBlock: 45_000_000 });
  });

  it('refuse a partial or malformed setting', () => {
    expect(() => loadServerConfig({ BSC_RPC_URL: 'https://bsc.example' })).toThrow(
      'BSC_RPC_URL, PLUTO_TOKEN_ADDRESS and PLUTO_START_BLOCK go together',
    );
    const complete = {
      BSC_RPC_URL: 'https://bsc.example',
      PLUTO_TOKEN_ADDRESS: pluto,
      PLUTO_START_BLOCK: '1',
    };
    expect(() => loadServerConfig({ ...complete, PLUTO_TOKEN_ADDRESS: 'pluto' })).toThrow(
      "PLUTO_TOKEN_ADDRESS must be a 0x address, got 'pluto'",
    );
    expect(() => loadServerConfig({ ...complete, PLUTO_START_BLOCK: '-3' })).toThrow(
      "PLUTO_START_BLOCK must be a block number, got '-3'",
    );
    expect(() => loadServerConfig({ ...complete, BSC_RPC_URL: 'ftp://bsc' })).toThrow(
      "BSC_RPC_URL must be an http(s) URL, got 'ftp://bsc'",
    );
  });
});
