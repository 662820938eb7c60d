import '../../ui/test-polyfills';
import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { recordToasts } from '../../lib/testing/toasts';
import { ApproveBuilderFeeDialogView } from './ApproveBuilderFeeDialog';
import { finishApproval, requestApproval, useRequestedApproval } from './approval-requests';
import { EnableAgentDialogView } from './EnableAgentDialog';
import { type ApprovalPort, useApproveBuilderFee, useEnableAgent } from './use-trading-approvals';

const user = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const agent = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

function fakePort(overrides: Partial<ApprovalPort> = {}): ApprovalPort {
  return {
    user,
    createAgentWallet: vi.fn(async () => agent),
    approveAgent: vi.fn(async () => undefined),
    approveBuilderFee: vi.fn(async () => undefined),
    refetchApprovals: vi.fn(async () => undefined),
    ...overrides,
  };
}

describe('Enable Agent Trading', () => {
  const toasts = recordToasts();

  it('has the server create the agent, then approves that agent and refetches the check', async () => {
    const port = fakePort();
    const { result } = renderHook(() => useEnableAgent(port));
    await act(async () => expect(await result.current.run()).toBe(true));
    expect(port.createAgentWallet).toHaveBeenCalledWith(user);
    expect(port.approveAgent).toHaveBeenCalledWith(agent);
    expect(port.refetchApprovals).toHaveBeenCalledOnce();
  });

  it('reports "Failed to approve agent: ..." and does not refetch', async () => {
    const port = fakePort({
      approveAgent: vi.fn(async () => Promise.reject(new Error('User has pending agent removal'))),
    });
    const { result } = renderHook(() => useEnableAgent(port));
    await act(async () => expect(await result.current.run()).toBe(false));
    expect(toasts.last()).toMatchObject({
      title: 'Approval Failed',
      description: 'Failed to approve agent: User has pending agent removal',
    });
    expect(port.refetchApprovals).not.toHaveBeenCalled();
  });

  it('needs a wallet', async () => {
    const port = fakePort({ user: undefined });
    const { result } = renderHook(() => useEnableAgent(port));
    await act(async () => expect(await result.current.run()).toBe(false));
    expect(toasts.last()?.description).toBe('Failed to approve agent: Wallet not connected');
    expect(port.createAgentWallet).not.toHaveBeenCalled();
  });

  it('says the agent trades but cannot withdraw, and can be revoked', () => {
    render(
      <EnableAgentDialogView open onOpenChange={() => undefined} busy={false} onApprove={() => undefined} />,
    );
    screen.getByRole('dialog', { name: 'Enable Agent Trading' });
    screen.getByText('The agent cannot withdraw or transfer your funds.');
    screen.getByText(/revoke it at any time/);
    expect(screen.getByRole('button', { name: 'Enable Trading' })).toHaveProperty('disabled', false);
  });

  it('shows Approving... while busy', () => {
    render(<EnableAgentDialogView open onOpenChange={() => undefined} busy onApprove={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Approving...' })).toHaveProperty('disabled', true);
  });
});

describe('Approve Builder Fee', () => {
  const toasts = recordToasts();

  it('signs the approval and refetches the check', async () => {
    const port = fakePort();
    const { result } = renderHook(() => useApproveBuilderFee(port));
    await act(async () => expect(await result.current.run()).toBe(true));
    expect(port.approveBuilderFee).toHaveBeenCalledOnce();
    expect(port.refetchApprovals).toHaveBeenCalledOnce();
  });

  it('reports Approval Failed / Failed to approve builder fee', async () => {
    const port = fakePort({ approveBuilderFee: vi.fn(async () => Promise.reject(new Error('nope'))) });
    const { result } = renderHook(() => useApproveBuilderFee(port));
    await act(async () => expect(await result.current.run()).toBe(false));
    expect(toasts.last()).toMatchObject({
      title: 'Approval Failed',
      description: 'Failed to approve builder fee',
    });
  });

  it('states the spot and perpetual fees', () => {
    render(
      <ApproveBuilderFeeDialogView
        open
        onOpenChange={() => undefined}
        busy={false}
        onApprove={() => undefined}
      />,
    );
    screen.getByRole('dialog', { name: 'Approve Builder Fee' });
    expect(screen.getByText('Spot fee').nextSibling?.textContent).toBe('1%');
    expect(screen.getByText('Perpetual fee').nextSibling?.textContent).toBe('0.1%');
  });
});

describe('approval requests', () => {
  it('answers true to the asker once approved, false once cancelled', async () => {
    const approvedOne = requestApproval('agent');
    finishApproval(true);
    await expect(approvedOne).resolves.toBe(true);
    const cancelled = requestApproval('builderFee');
    finishApproval(false);
    await expect(cancelled).resolves.toBe(false);
  });

  it('shows the kind asked for, and nothing once finished', () => {
    const { result } = renderHook(() => useRequestedApproval());
    expect(result.current).toBeNull();
    act(() => void requestApproval('builderFee'));
    expect(result.current).toBe('builderFee');
    act(() => finishApproval(true));
    expect(result.current).toBeNull();
  });

  it('answers false to an asker whose dialog a newer request replaced', async () => {
    const first = requestApproval('agent');
    const second = requestApproval('builderFee');
    await expect(first).resolves.toBe(false);
    finishApproval(true);
    await expect(second).resolves.toBe(true);
  });
});
