import { describe, expect, it } from 'vitest';
import type { SignedAction } from './actions';
import { AGENT_ERR, ZERO_ADDRESS } from './agents';
import { AUTH_ERR, DAY_MS } from './auth';
import { Engine } from './engine';
import * as views from './views';

const MASTER = '0x1111111111111111111111111111111111111111';
const AGENT = '0xaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const AGENT2 = '0xbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';
const T0 = 1_800_000_000_000;

function setup() {
  const engine = new Engine();
  let time = T0;
  engine.execute({ time, user: MASTER, action: { type: 'deposit', usdc: '10000' } });
  const signed = (
    signer: string,
    action: SignedAction,
    opts: { nonce?: number; expiresAfter?: number } = {},
  ) => {
    time += 1;
    return engine.execute({ time, signer, nonce: opts.nonce ?? time, action, ...opts });
  };
  const approve = (agentAddress: string, agentName: string | null) =>
    signed(MASTER, { type: 'approveAgent', agentAddress, agentName });
  const buy: SignedAction = {
    type: 'order',
    orders: [{ a: 0, b: true, p: '100000', s: '0.001', r: false, t: { limit: { tif: 'Gtc' } } }],
    grouping: 'na',
  };
  return { engine, signed, approve, buy, now: () => time, advance: (ms: number) => (time += ms) };
}

describe('agents', () => {
  it('an approved agent trades for its master; its own address has no account', () => {
    const t = setup();
    expect(t.approve(AGENT, '')).toEqual({ status: 'ok', response: { type: 'default' } });
    const res = t.signed(AGENT, t.buy);
    expect(res.status).toBe('ok');
    expect(views.openOrders(t.engine.state, MASTER)).toHaveLength(1);
    expect(views.userRole(t.engine.state, AGENT)).toEqual({ role: 'agent', data: { user: MASTER } });
    expect(views.userRole(t.engine.state, MASTER)).toEqual({ role: 'user' });
    expect(views.userRole(t.engine.state, AGENT2)).toEqual({ role: 'missing' });
  });

  it('agents can never move funds or approve anything (user-signed acts for the signer)', () => {
    const t = setup();
    t.approve(AGENT, 'bot');
    for (const action of [
      { type: 'withdraw3', destination: AGENT, amount: '10' },
      { type: 'approveAgent', agentAddress: AGENT2, agentName: '' },
      { type: 'approveBuilderFee', maxFeeRate: '0.1%', builder: AGENT2 },
      { type: 'usdClassTransfer', amount: '10', toPerp: false },
    ] as const) {
      expect(t.signed(AGENT, action)).toEqual({ status: 'err', response: AUTH_ERR.mustDeposit(AGENT) });
    }
    expect(t.engine.state.pendingWithdrawals.size).toBe(0);
  });

  it('unknown signers are refused with the real text and change nothing', () => {
    const t = setup();
    const seq = t.engine.state.seq;
    expect(t.signed(AGENT2, t.buy)).toEqual({ status: 'err', response: AUTH_ERR.unknownSigner(AGENT2) });
    expect(t.engine.state.seq).toBe(seq);
    expect(t.engine.state.nonces.has(AGENT2)).toBe(false);
  });

  it('named agents are listed with their expiry; replacement and removal by zero address', () => {
    const t = setup();
    const until = t.now() + 10 * DAY_MS;
    t.approve(AGENT, `bot valid_until ${until}`);
    expect(views.extraAgents(t.engine.state, MASTER)).toEqual([
      { name: 'bot', address: AGENT, validUntil: until },
    ]);
    t.approve(AGENT2, 'bot');
    expect(views.extraAgents(t.engine.state, MASTER).map((a) => a.address)).toEqual([AGENT2]);
    expect(t.signed(AGENT, t.buy)).toEqual({ status: 'err', response: AUTH_ERR.unknownSigner(AGENT) });
    expect(t.approve(AGENT, 'other')).toEqual({ status: 'err', response: AGENT_ERR.used });
    t.approve(ZERO_ADDRESS, 'bot');
    expect(views.extraAgents(t.engine.state, MASTER)).toEqual([]);
    expect(t.signed(AGENT2, t.buy).status).toBe('err');
    expect(t.approve('0xcccccccccccccccccccccccccccccccccccccccc', 'x')).toEqual({
      status: 'err',
      response: AGENT_ERR.pendingRemoval,
    });
  });

  it('the unnamed agent is not listed; expiry is enforced and defaults to 90 days', () => {
    const t = setup();
    t.approve(AGENT, null);
    expect(views.extraAgents(t.engine.state, MASTER)).toEqual([]);
    expect(t.engine.state.agents.get(MASTER)?.[0]?.validUntil).toBe(t.now() + 90 * DAY_MS);
    expect(t.approve(AGENT2, `x valid_until ${t.now() - 1}`)).toEqual({
      status: 'err',
      response: AGENT_ERR.expired,
    });
    const t2 = setup();
    t2.approve(AGENT, `bot valid_until ${t2.now() + 1000}`);
    t2.advance(2000);
    expect(t2.signed(AGENT, t2.buy, { nonce: t2.now() + 1 })).toEqual({
      status: 'err',
      response: AUTH_ERR.unknownSigner(AGENT),
    });
  });

  it('at most three named agents', () => {
    const t = setup();
    for (const c of ['d', 'e', 'f']) expect(t.approve(`0x${c.repeat(40)}`, c).status).toBe('ok');
    expect(t.approve(`0x${'4'.repeat(40)}`, 'g')).toEqual({ status: 'err', response: AGENT_ERR.tooMany });
    expect(t.approve(`0x${'5'.repeat(40)}`, '').status).toBe('ok');
  });
});

describe('nonces and expiry', () => {
  it('refuses a replayed nonce, nonces outside (T - 2 d, T + 1 d), and an expired action', () => {
    const t = setup();
    const n = t.now() + 5;
    expect(t.signed(MASTER, { type: 'noop' }, { nonce: n }).status).toBe('ok');
    expect(t.signed(MASTER, { type: 'noop' }, { nonce: n })).toEqual({
      status: 'err',
      response: AUTH_ERR.nonceDuplicate,
    });
    expect(t.signed(MASTER, { type: 'noop' }, { nonce: t.now() - 2 * DAY_MS - 10 }).response).toBe(
      AUTH_ERR.nonceWindow,
    );
    expect(t.signed(MASTER, { type: 'noop' }, { nonce: t.now() + DAY_MS + 10 }).response).toBe(
      AUTH_ERR.nonceWindow,
    );
    expect(t.signed(MASTER, t.buy, { expiresAfter: t.now() - 1 })).toEqual({
      status: 'err',
      response: AUTH_ERR.expired,
    });
    expect(t.signed(MASTER, t.buy, { expiresAfter: t.now() + 60_000 }).status).toBe('ok');
  });

  it('keeps the 100 highest nonces: older ones below the window are refused', () => {
    const t = setup();
    const base = t.now();
    for (let i = 1; i <= 100; i++) t.signed(MASTER, { type: 'noop' }, { nonce: base + 1000 + i });
    expect(t.signed(MASTER, { type: 'noop' }, { nonce: base + 1001 }).response).toBe(AUTH_ERR.nonceDuplicate);
    expect(t.signed(MASTER, { type: 'noop' }, { nonce: base + 500 }).response).toBe(AUTH_ERR.nonceTooLow);
    expect(t.signed(MASTER, { type: 'noop' }, { nonce: base + 1050 }).response).toBe(AUTH_ERR.nonceDuplicate);
    expect(t.signed(MASTER, { type: 'noop' }, { nonce: base + 2000 }).status).toBe('ok');
    expect(t.engine.state.nonces.get(MASTER)).toHaveLength(100);
  });

  it('tracks nonces per signer (agent and master separately) and refuses vaultAddress', () => {
    const t = setup();
    t.approve(AGENT, '');
    const n = t.now() + 50;
    expect(t.signed(AGENT, { type: 'noop' }, { nonce: n }).status).toBe('ok');
    expect(t.signed(MASTER, { type: 'noop' }, { nonce: n }).status).toBe('ok');
    const res = t.engine.execute({
      time: t.now(),
      signer: MASTER,
      nonce: n + 1,
      vaultAddress: AGENT2,
      action: { type: 'noop' },
    });
    expect(res).toEqual({ status: 'err', response: AUTH_ERR.vault(AGENT2) });
  });
});
