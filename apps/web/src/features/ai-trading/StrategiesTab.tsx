import { AI_LIMITS, AI_TEXTS, type StrategyInput, type StrategyRow } from '@pluto/core';
import { Pencil, Plus, Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import { useStrategies, useStrategyActions } from '../../data';
import { Badge, Button, List, Panel, toast } from '../../ui';
import { Dialog } from '../../ui/Dialog';
import { SignInPrompt } from './SignInPrompt';
import { StrategyDialog } from './StrategyDialog';
import type { AiTradingPageModel } from './use-ai-trading-page';

type Editing = { strategy: StrategyRow | null } | null;

function useStrategiesTab() {
  const strategies = useStrategies();
  const { create, update, remove } = useStrategyActions();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<StrategyRow | null>(null);

  function save(input: StrategyInput) {
    const existing = editing?.strategy;
    const done = (title: string) => () => {
      toast({ title, variant: 'success' });
      setEditing(null);
    };
    const failed = (title: string) => (error: Error) =>
      toast({ title, description: error.message, variant: 'destructive' });
    if (existing) {
      update.mutate(
        { id: existing.id, strategy: input },
        { onSuccess: done(AI_TEXTS.strategyUpdated), onError: failed(AI_TEXTS.strategyUpdateFailed) },
      );
    } else {
      create.mutate(input, {
        onSuccess: done(AI_TEXTS.strategyCreated),
        onError: failed(AI_TEXTS.strategyCreateFailed),
      });
    }
  }

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: AI_TEXTS.strategyDeleted, variant: 'success' });
        setDeleting(null);
      },
      onError: (error) =>
        toast({ title: AI_TEXTS.strategyDeleteFailed, description: error.message, variant: 'destructive' }),
    });
  }

  return {
    strategies,
    editing,
    setEditing,
    deleting,
    setDeleting,
    save,
    saving: create.isPending || update.isPending,
    confirmDelete,
    removing: remove.isPending,
  };
}

function StrategyLine({
  strategy,
  onLoad,
  onEdit,
  onDelete,
}: {
  strategy: StrategyRow;
  onLoad: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="flex items-center gap-2 px-3 py-2">
      <div className="min-w-0 flex-1">
        <p className="m-0 truncate text-fg text-sm">
          {strategy.name} {!strategy.is_active && <Badge>inactive</Badge>}
        </p>
        <p className="m-0 truncate text-faint text-xs">
          {strategy.strategy_type} · {strategy.market_type} · {strategy.default_symbol || 'default symbol'} ·{' '}
          {strategy.default_interval}
        </p>
      </div>
      <Button size="sm" variant="secondary" onClick={onLoad} aria-label={`Load ${strategy.name}`}>
        <Upload aria-hidden className="size-3.5" /> Load
      </Button>
      <Button size="sm" variant="ghost" onClick={onEdit} aria-label={`Edit ${strategy.name}`}>
        <Pencil aria-hidden className="size-3.5" />
      </Button>
      <Button size="sm" variant="ghost" onClick={onDelete} aria-label={`Delete ${strategy.name}`}>
        <Trash2 aria-hidden className="size-3.5" />
      </Button>
    </div>
  );
}

/** Seed 001 §2 Strategies tab: a quick-load list of 5, and create / edit / delete. */
export function StrategiesTab({ page }: { page: AiTradingPageModel }) {
  const tab = useStrategiesTab();
  if (!page.wallet.signedIn) return <SignInPrompt page={page} what="your saved strategies" />;
  const all = tab.strategies.data ?? [];
  const quick = all.filter((strategy) => strategy.is_active).slice(0, AI_LIMITS.quickLoadStrategies);
  return (
    <div className="flex flex-col gap-3">
      <Panel
        title="Quick load"
        aria-label="Quick load"
        actions={
          <Button size="sm" onClick={() => tab.setEditing({ strategy: null })}>
            <Plus aria-hidden className="size-3.5" /> New strategy
          </Button>
        }
        bodyClassName="flex flex-wrap gap-1.5 p-3"
      >
        {quick.length === 0 ? (
          <p className="m-0 text-muted text-xs">
            No active strategy yet: create one to load it in one click.
          </p>
        ) : (
          quick.map((strategy) => (
            <Button
              key={strategy.id}
              size="sm"
              variant="secondary"
              onClick={() => page.loadStrategy(strategy)}
            >
              {strategy.name}
            </Button>
          ))
        )}
      </Panel>
      <Panel title="My strategies" aria-label="My strategies" bodyClassName="p-0">
        <List
          items={all}
          getKey={(strategy) => strategy.id}
          loading={tab.strategies.isPending}
          error={tab.strategies.isError ? tab.strategies.error.message : undefined}
          emptyText="No strategies saved."
          renderItem={(strategy) => (
            <StrategyLine
              strategy={strategy}
              onLoad={() => page.loadStrategy(strategy)}
              onEdit={() => tab.setEditing({ strategy })}
              onDelete={() => tab.setDeleting(strategy)}
            />
          )}
        />
      </Panel>
      {tab.editing && (
        <StrategyDialog
          open
          strategy={tab.editing.strategy}
          saving={tab.saving}
          onClose={() => tab.setEditing(null)}
          onSave={tab.save}
          onInvalid={(text) => toast({ title: text, variant: 'destructive' })}
        />
      )}
      <Dialog
        open={tab.deleting !== null}
        onOpenChange={(open) => !open && tab.setDeleting(null)}
        title={AI_TEXTS.deleteStrategyConfirm}
        description={tab.deleting ? `“${tab.deleting.name}” will be removed.` : undefined}
        buttons={[
          { label: 'Cancel', variant: 'secondary', onClick: () => tab.setDeleting(null) },
          { label: 'Delete', variant: 'destructive', onClick: tab.confirmDelete, loading: tab.removing },
        ]}
      />
    </div>
  );
}
