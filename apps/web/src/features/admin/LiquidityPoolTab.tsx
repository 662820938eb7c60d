import {
  formatLargeNumber,
  LIQUIDITY_POOL_TEXTS,
  type LiquidityPoolForm,
  liquidityPoolFormErrors,
  shortAddress,
} from '@pluto/core';
import { useState } from 'react';
import { useAdminActions, usePlatformStats } from '../../data';
import { Button, notify, Spinner, StatCard, TextInput } from '../../ui';
import { formatUpdateTime } from '../stats';
import { Field, notifyFailure, SectionHeader } from './shared';

const usd = (value: number) => formatLargeNumber(value, { currency: true, trillions: true });
const EMPTY: LiquidityPoolForm = { liquidityPoolInvestment: '', paidOutInvestments: '' };

/**
 * Issue 23: the external liquidity-pool product's figures. The current ones with who entered them
 * and when (as /stats shows them), and a form for new ones, checked by the rule the server applies.
 */
export function LiquidityPoolTab() {
  const stats = usePlatformStats();
  const { saveLiquidityPool } = useAdminActions();
  const [form, setForm] = useState<LiquidityPoolForm>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof LiquidityPoolForm, string>>>({});
  const pool = stats.data?.liquidityPool;

  const save = () => {
    const found = liquidityPoolFormErrors(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    saveLiquidityPool.mutate(form, {
      onSuccess: () => {
        notify.success(LIQUIDITY_POOL_TEXTS.saved);
        setForm(EMPTY);
      },
      onError: (error) => notifyFailure(error, LIQUIDITY_POOL_TEXTS.saveFailed),
    });
  };
  const field = (name: keyof LiquidityPoolForm, label: string) => (
    <Field label={label} htmlFor={`lp-${name}`} error={errors[name]}>
      <TextInput
        id={`lp-${name}`}
        value={form[name]}
        onValueChange={(text) => setForm((current) => ({ ...current, [name]: text }))}
        inputMode="decimal"
        placeholder="0.00"
        prefix={<span className="text-muted">$</span>}
        invalid={Boolean(errors[name])}
        inputSize="sm"
      />
    </Field>
  );

  return (
    <section className="flex flex-col gap-3" aria-label="Liquidity Pool Figures">
      <SectionHeader
        title="Liquidity Pool Figures"
        description="The external liquidity-pool product's totals, shown on the statistics page with their date"
      />
      {stats.isPending ? (
        <p className="flex items-center gap-2 text-muted text-xs">
          <Spinner size={12} /> Loading figures...
        </p>
      ) : stats.error ? (
        <p className="text-down text-xs">{stats.error.message}</p>
      ) : (
        <div className="grid grid-cols-2 gap-2 sm:max-w-xl">
          <StatCard
            label="Total Invested in Liquidity Pools"
            value={pool ? usd(pool.liquidityPoolInvestment) : '—'}
          />
          <StatCard
            label="Total Paid Out From Investments"
            value={pool ? usd(pool.paidOutInvestments) : '—'}
          />
          <p className="col-span-2 text-muted text-xs" data-testid="lp-entered">
            {pool
              ? `Entered by ${shortAddress(pool.enteredBy)} on ${formatUpdateTime(pool.enteredAt)}`
              : LIQUIDITY_POOL_TEXTS.notEntered}
          </p>
        </div>
      )}
      <form
        className="grid grid-cols-1 gap-3 rounded-md border border-line bg-panel p-3 sm:max-w-xl sm:grid-cols-2"
        aria-label="New liquidity-pool figures"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        {field('liquidityPoolInvestment', 'Total Invested (USD)')}
        {field('paidOutInvestments', 'Total Paid Out (USD)')}
        <div className="sm:col-span-2">
          <Button type="submit" size="sm" loading={saveLiquidityPool.isPending}>
            {saveLiquidityPool.isPending ? 'Saving...' : 'Save Figures'}
          </Button>
        </div>
      </form>
    </section>
  );
}
