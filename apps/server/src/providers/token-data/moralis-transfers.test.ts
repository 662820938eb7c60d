import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { moralisTokenTransfersContract } from '@pluto/core';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MoralisTransfers } from './moralis-transfers';

const API_KEY = 'test-moralis-key';
const WALLET = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const OTHER = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';
const PLUTO = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const HASH_IN = `0x${'a1'.repeat(32)}`;
const HASH_OUT = `0x${'b2'.repeat(32)}`;

/** Moralis's documented `GET /{address}/erc20/transfers` body (v2.2). */
const MORALIS_BODY = {
  page: 0,
  page_size: 100,
  cursor: null,
  result: [
    {
      token_name: 'Pluto',
      token_symbol: 'PLUTO',
      token_logo: null,
      token_decimals: '18',
      contract_address: PLUTO.toLowerCase(),
      transaction_hash: HASH_OUT,
      log_index: 3,
      transaction_index: 12,
      address: PLUTO.toLowerCase(),
      block_timestamp: '2026-11-26T10:15:30.000Z',
      block_number: '44000002',
      block_hash: `0x${'c3'.repeat(32)}`,
      to_address: OTHER,
      to_address_label: null,
      from_address: WALLET.toLowerCase(),
      from_address_label: null,
      value: '250000000000000000000',
      value_decimal: '250',
      possible_spam: false,
      verified_contract: false,
      security_score: null,
    },
    {
      token_name: 'Pluto',
      token_symbol: 'PLUTO',
      token_logo: null,
      token_decimals: '18',
      contract_address: PLUTO.toLowerCase(),
      transaction_hash: HASH_IN,
      log_index: 0,
      transaction_index: 4,
      address: PLUTO.toLowerCase(),
      block_timestamp: '2026-11-25T08:00:00.000Z',
      block_number: '43970000',
      block_hash: `0x${'d4'.repeat(32)}`,
      to_address: WALLET.toLowerCase(),
      to_address_label: null,
      from_address: OTHER,
      from_address_label: null,
      value: '1000000000000000000000',
      value_decimal: '1000',
      possible_spam: false,
      verified_contract: false,
      security_score: null,
    },
  ],
};

let reply: { status: number; body: unknown };
const seen: { path: string; query: URLSearchParams; key: string | undefined }[] = [];
let server: Server;
let moralis: MoralisTransfers;

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    seen.push({ path: url.pathname, query: url.searchParams, key: request.headers['x-api-key'] as string });
    response.writeHead(reply.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  moralis = new MoralisTransfers({ apiKey: API_KEY, baseUrl: `http://127.0.0.1:${port}/api/v2.2` });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the Moralis transfers adapter', () => {
  it("asks for the wallet's token transfers on BSC, newest first, and answers the seed's transfer records", async () => {
    reply = { status: 200, body: MORALIS_BODY };
    const transfers = await moralis.transfers({ chainId: 56, wallet: WALLET, token: PLUTO });
    const request = seen.at(-1);
    expect(request?.path).toBe(`/api/v2.2/${WALLET}/erc20/transfers`);
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      chain: '0x38',
      'contract_addresses[0]': PLUTO,
      order: 'DESC',
      limit: '100',
    });
    expect(request?.key).toBe(API_KEY);
    expect(transfers).toEqual([
      {
        hash: HASH_OUT,
        from: WALLET.toLowerCase(),
        to: OTHER,
        value: '250000000000000000000',
        timeStamp: 1795688130,
      },
      {
        hash: HASH_IN,
        from: OTHER,
        to: WALLET.toLowerCase(),
        value: '1000000000000000000000',
        timeStamp: 1795593600,
      },
    ]);
    // What the function answers with them passes its contract.
    expect(v.is(moralisTokenTransfersContract.response, { result: transfers, error: false })).toBe(true);
  });

  it('fails (the function then sets its error flag) when Moralis refuses or answers another shape', async () => {
    reply = { status: 401, body: { message: 'Invalid key' } };
    await expect(moralis.transfers({ chainId: 56, wallet: WALLET, token: PLUTO })).rejects.toThrow(
      'HTTP 401',
    );
    reply = { status: 200, body: { message: 'maintenance' } };
    await expect(moralis.transfers({ chainId: 56, wallet: WALLET, token: PLUTO })).rejects.toThrow(
      'without a result',
    );
  });
});
