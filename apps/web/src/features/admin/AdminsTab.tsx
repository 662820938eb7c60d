import { ADMIN_ROLES, type AdminRole, isContractAddress, shortAddress } from '@pluto/core';
import { UserMinus } from 'lucide-react';
import { useState } from 'react';
import { useAccount, useAdminActions, useAdminList } from '../../data';
import { Badge, Button, type DataColumn, DataTable, notify, Select, TextInput } from '../../ui';
import { notifyFailure } from './shared';

const ROLE_OPTIONS = ADMIN_ROLES.map((role) => ({
  value: role,
  label: role === 'admin' ? 'Admin' : 'Editor',
}));

/** Issue 26: the admins and editors; an admin adds and removes them (never the last admin). */
export function AdminsTab() {
  const { address } = useAccount();
  const admins = useAdminList(true);
  const { changeRole } = useAdminActions();
  const [wallet, setWallet] = useState('');
  const [role, setRole] = useState<AdminRole>('editor');

  const grant = () => {
    if (!isContractAddress(wallet.trim())) return notify.error('Invalid address format');
    changeRole.mutate(
      { action: 'grant', address: wallet.trim(), role },
      {
        onSuccess: () => {
          notify.success('Role saved');
          setWallet('');
        },
        onError: (error) => notifyFailure(error, 'Failed to save role'),
      },
    );
  };
  const revoke = (target: string) =>
    changeRole.mutate(
      { action: 'revoke', address: target },
      {
        onSuccess: () => notify.success('Role removed'),
        onError: (error) => notifyFailure(error, 'Failed to remove role'),
      },
    );

  type Row = { wallet: string; role: string; createdAt: string };
  const columns: DataColumn<Row>[] = [
    {
      id: 'wallet',
      header: 'Wallet',
      cell: (row) => (
        <span className="font-mono" title={row.wallet}>
          <span className="hidden sm:inline">{row.wallet}</span>
          <span className="sm:hidden">{shortAddress(row.wallet)}</span>
          {row.wallet === address?.toLowerCase() && <span className="ml-2 text-muted">(you)</span>}
        </span>
      ),
    },
    {
      id: 'role',
      header: 'Role',
      cell: (row) => <Badge tone={row.role === 'admin' ? 'accent' : 'neutral'}>{row.role}</Badge>,
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (row) => (
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Remove ${row.wallet}`}
          onClick={() => revoke(row.wallet)}
        >
          <UserMinus size={14} className="text-down" />
        </Button>
      ),
    },
  ];

  return (
    <section className="flex flex-col gap-3" aria-label="Admins">
      <header className="flex flex-col gap-1">
        <h2 className="font-semibold text-base text-fg">Admins</h2>
        <p className="text-muted text-xs">
          Admins may do everything; editors manage tokens and pairs but delete nothing and change no roles.
        </p>
      </header>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <TextInput
          value={wallet}
          onValueChange={setWallet}
          placeholder="0x... wallet address"
          aria-label="Wallet address"
          className="font-mono"
          wrapperClassName="w-full sm:max-w-md"
          inputSize="sm"
        />
        <Select
          value={role}
          options={ROLE_OPTIONS}
          onChange={setRole}
          aria-label="Role"
          size="sm"
          className="sm:w-32"
        />
        <Button size="sm" onClick={grant} loading={changeRole.isPending}>
          Add
        </Button>
      </div>
      <div className="overflow-x-auto rounded-md border border-line bg-panel">
        <DataTable
          columns={columns}
          rows={admins.data?.admins}
          rowKey={(row) => row.wallet}
          loading={admins.isPending}
          error={admins.error?.message}
          empty="No admins"
          fitsPhone
        />
      </div>
    </section>
  );
}
