import { canMoveFunds, formatUsdcUnits } from '@pluto/core';
import { Suspense, useState } from 'react';
import { useConnection } from 'wagmi';
import { useAccount, useAccountSummary, useAgentApproval, useBuilderFeeApproval } from '../../data';
import { Badge, Button, Panel } from '../../ui';
import { useRequestApproval } from '../approvals';
import { DepositDialog, WithdrawDialog } from './lazy';
import { TransferToSpotButton } from './TransferToSpotButton';

type OpenDialog = 'deposit' | 'withdraw' | null;

function ApprovalRow({
  label,
  approved,
  checking,
  actionLabel,
  onAction,
}: {
  label: string;
  approved: boolean | undefined;
  checking: boolean;
  actionLabel: string;
  onAction: () => void;
}) {
  return (
    <div className="flex items-center justify-between gap-3 py-2">
      <span className="text-sm">{label}</span>
      {checking ? (
        <Badge>Checking…</Badge>
      ) : approved ? (
        <Badge tone="up">Approved</Badge>
      ) : (
        <Button size="sm" onClick={onAction}>
          {actionLabel}
        </Button>
      )}
    </div>
  );
}

/**
 * The trader's exchange account: balances, moving USDC in and out and to spot, and the one-time
 * trading approvals (agent, builder fee).
 */
export default function WalletScreen() {
  const { status } = useAccount();
  // The wallet's chain decides whether funds can move; the account itself comes from the data layer.
  const { chainId } = useConnection();
  const summary = useAccountSummary();
  const agent = useAgentApproval();
  const builderFee = useBuilderFeeApproval();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const requestApproval = useRequestApproval();
  const closeOn = (open: boolean) => !open && setDialog(null);

  if (status !== 'connected') {
    return (
      <div className="mx-auto flex max-w-2xl flex-col gap-2 px-4 py-16 text-center">
        <h1 className="font-semibold text-2xl tracking-tight">Wallet</h1>
        <p className="text-muted text-sm">
          Connect your wallet with the button at the top right to see your exchange account.
        </p>
      </div>
    );
  }
  const fundsMovable = canMoveFunds(chainId);
  const usdc = (units: bigint | undefined) => (units === undefined ? '—' : `${formatUsdcUnits(units)} USDC`);

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 p-4">
      <h1 className="font-semibold text-xl tracking-tight">Wallet</h1>
      <Panel title="Exchange Account" bodyClassName="p-3">
        <dl className="grid grid-cols-2 gap-y-1 text-sm">
          <dt className="text-muted">Account value</dt>
          <dd className="text-right font-mono">{usdc(summary.data?.accountValue)}</dd>
          <dt className="text-muted">Withdrawable</dt>
          <dd className="text-right font-mono">{usdc(summary.data?.withdrawable)}</dd>
        </dl>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button disabled={!fundsMovable} onClick={() => setDialog('deposit')}>
            Deposit
          </Button>
          <Button variant="secondary" disabled={!fundsMovable} onClick={() => setDialog('withdraw')}>
            Withdraw
          </Button>
          <TransferToSpotButton />
        </div>
      </Panel>
      <Panel title="Trading Approvals" bodyClassName="px-3 py-1">
        <ApprovalRow
          label="Agent trading"
          approved={agent.data?.approved}
          checking={agent.isLoading}
          actionLabel="Enable"
          onAction={() => requestApproval('agent')}
        />
        <ApprovalRow
          label="Builder fee"
          approved={builderFee.data}
          checking={builderFee.isLoading}
          actionLabel="Approve"
          onAction={() => requestApproval('builderFee')}
        />
      </Panel>
      <Suspense fallback={null}>
        {dialog === 'deposit' && <DepositDialog open onOpenChange={closeOn} />}
        {dialog === 'withdraw' && <WithdrawDialog open onOpenChange={closeOn} />}
      </Suspense>
    </div>
  );
}
