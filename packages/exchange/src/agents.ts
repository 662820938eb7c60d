import type { ApproveAgentAction } from './actions';
import { DAY_MS } from './auth';
import type { AgentRecord, EngineState } from './state';

/** Agent (API wallet) approvals (doc §4.8, §8.7). */

export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';
const ADDRESS_RE = /^0x[0-9a-f]{40}$/;
const NAME_RE = /^(.*?)(?: valid_until (\d+))?$/;
export const MAX_NAMED_AGENTS = 3;
export const MAX_AGENT_NAME = 16;
/** Without a `valid_until` suffix an agent lives 90 days; the suffix may ask for at most 180. */
export const DEFAULT_AGENT_LIFETIME = 90 * DAY_MS;
export const MAX_AGENT_LIFETIME = 180 * DAY_MS;
/** After a removal further approvals are refused for about 5 s. */
export const REMOVAL_COOLDOWN_MS = 5_000;

export const AGENT_ERR = {
  expired: 'Agent valid_until already expired.',
  tooMany: `Too many extra agents for cumulative volume traded. Current limit is ${MAX_NAMED_AGENTS}`,
  used: 'Extra agent already used.',
  pendingRemoval: 'User has pending agent removal',
  // Not documented: chosen to be clear.
  invalid: 'Invalid agent approval.',
  tooLate: 'Agent valid_until cannot be more than 180 days in the future.',
  self: 'Cannot approve the account itself as its agent.',
} as const;

interface AgentApproval {
  readonly address: string;
  readonly name: string;
  /** The `valid_until` suffix's digits, if any. */
  readonly validUntil: string | undefined;
}

/** The approval's agent address, name and `valid_until`, or its refusal for a bad value. */
export function parseAgentApproval(master: string, a: ApproveAgentAction): AgentApproval | string {
  const address = String(a.agentAddress).toLowerCase();
  const parsed = NAME_RE.exec(a.agentName ?? '');
  const name = parsed?.[1] ?? '';
  if (!ADDRESS_RE.test(address) || !parsed || name.length > MAX_AGENT_NAME) return AGENT_ERR.invalid;
  if (address === master) return AGENT_ERR.self;
  return { address, name, validUntil: parsed[2] };
}

/** Applies an approval by `master` at `time`; returns an error text or null. */
export function approveAgent(
  state: EngineState,
  master: string,
  a: ApproveAgentAction,
  time: number,
): string | null {
  const approval = parseAgentApproval(master, a);
  if (typeof approval === 'string') return approval;
  const { address, name } = approval;
  const removedAt = state.agentRemovals.get(master);
  if (removedAt !== undefined && time - removedAt < REMOVAL_COOLDOWN_MS) return AGENT_ERR.pendingRemoval;
  const list = state.agents.get(master) ?? [];
  const existing = list.find((r) => r.name === name);

  if (address === ZERO_ADDRESS) {
    if (existing) {
      deregister(state, master, existing);
      state.agentRemovals.set(master, time);
    }
    return null;
  }
  const until =
    approval.validUntil === undefined ? time + DEFAULT_AGENT_LIFETIME : Number(approval.validUntil);
  if (until <= time) return AGENT_ERR.expired;
  if (until > time + MAX_AGENT_LIFETIME) return AGENT_ERR.tooLate;
  if (state.usedAgents.has(address)) return AGENT_ERR.used;
  if (!existing && name !== '' && list.filter((r) => r.name !== '').length >= MAX_NAMED_AGENTS)
    return AGENT_ERR.tooMany;
  // Replacement: a new address under an existing name (or a new unnamed agent) drops the old one.
  if (existing) deregister(state, master, existing);
  const rec: AgentRecord = { address, name, validUntil: until };
  state.agents.set(master, [...(state.agents.get(master) ?? []), rec]);
  state.agentOf.set(address, master);
  state.usedAgents.add(address);
  return null;
}

/** Drops an agent; its nonce set is pruned too (doc §8.7: never reuse agent addresses). */
function deregister(state: EngineState, master: string, rec: AgentRecord): void {
  const rest = (state.agents.get(master) ?? []).filter((r) => r !== rec);
  state.agents.set(master, rest);
  state.agentOf.delete(rec.address);
  state.nonces.delete(rec.address);
}
