import { ADMIN_TEXTS, canDelete, canManageAdmins } from '@pluto/core';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { useAdminCheck } from '../../data';
import { Spinner, TabPanel, Tabs } from '../../ui';
import { AdminsTab } from './AdminsTab';
import { AuditTab } from './AuditTab';
import { LiquidityPoolTab } from './LiquidityPoolTab';
import { PairsTab } from './PairsTab';
import { PerpLogosTab } from './PerpLogosTab';
import { TokensTab } from './TokensTab';

type AdminTab = 'tokens' | 'pairs' | 'logos' | 'pool' | 'audit' | 'admins';

/**
 * Seed 002 §2.6: the admin dashboard. While the admin check runs it says so; without a wallet or
 * without admin rights it replaces the route with '/' and shows nothing. The server checks every
 * call again: this gate only keeps the screen from non-admins.
 */
export default function AdminPage() {
  const { checking, isAdmin, role } = useAdminCheck();
  // Kept here, not in the tabs (which unmount when hidden), so a tab switch keeps each search.
  const [tokenSearch, setTokenSearch] = useState('');
  const [pairSearch, setPairSearch] = useState('');
  const [coinSearch, setCoinSearch] = useState('');
  if (checking) {
    return (
      <div className="flex flex-1 items-center justify-center gap-2 py-24 text-muted text-sm">
        <Spinner size={14} /> {ADMIN_TEXTS.checkingPrivileges}
      </div>
    );
  }
  if (!isAdmin) return <Navigate to="/" replace />;
  const tabs = [
    { value: 'tokens' as const, label: 'Tokens' },
    { value: 'pairs' as const, label: 'Trading Pairs' },
    { value: 'logos' as const, label: 'Perp Logos' },
    { value: 'pool' as const, label: 'Liquidity Pool' },
    { value: 'audit' as const, label: 'Audit' },
    ...(canManageAdmins(role) ? [{ value: 'admins' as const, label: 'Admins' }] : []),
  ];
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-3 py-5 sm:px-6">
      <header className="flex flex-col gap-1">
        <h1 className="font-semibold text-fg text-xl">Admin Dashboard</h1>
        <p className="text-muted text-sm">Manage tokens and trading pairs for the spot trading platform</p>
      </header>
      <Tabs<AdminTab> tabs={tabs} defaultValue="tokens" aria-label="Admin sections">
        <TabPanel value="tokens" className="pt-4">
          <TokensTab canDelete={canDelete(role)} search={tokenSearch} onSearch={setTokenSearch} />
        </TabPanel>
        <TabPanel value="pairs" className="pt-4">
          <PairsTab canDelete={canDelete(role)} search={pairSearch} onSearch={setPairSearch} />
        </TabPanel>
        <TabPanel value="logos" className="pt-4">
          <PerpLogosTab search={coinSearch} onSearch={setCoinSearch} />
        </TabPanel>
        <TabPanel value="pool" className="pt-4">
          <LiquidityPoolTab />
        </TabPanel>
        <TabPanel value="audit" className="pt-4">
          <AuditTab />
        </TabPanel>
        {canManageAdmins(role) && (
          <TabPanel value="admins" className="pt-4">
            <AdminsTab />
          </TabPanel>
        )}
      </Tabs>
    </div>
  );
}
