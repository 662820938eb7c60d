import {
  AI_INDICATORS,
  AI_INTERVALS,
  AI_LIMITS,
  type AiIndicatorId,
  type AiInterval,
  MARKET_TYPE_LABEL,
  MARKET_TYPES,
  type MarketType,
  STRATEGY_TYPES,
  type StrategyInput,
  type StrategyRow,
  type StrategyType,
  strategyFormError,
  toggleCappedPick,
} from '@pluto/core';
import { type ReactNode, useState } from 'react';
import { Checkbox, Select, Switch, TextInput } from '../../ui';
import { Dialog } from '../../ui/Dialog';
import { Chips, PromptBox } from './Chips';

interface Draft {
  name: string;
  description: string;
  strategyType: StrategyType | '';
  marketType: MarketType;
  defaultSymbol: string;
  defaultInterval: AiInterval;
  indicators: AiIndicatorId[];
  timeframes: AiInterval[];
  customPrompt: string;
  analyzeNews: boolean;
  active: boolean;
}

function draftOf(strategy: StrategyRow | null): Draft {
  return {
    name: strategy?.name ?? '',
    description: strategy?.description ?? '',
    strategyType: strategy?.strategy_type ?? '',
    marketType: strategy?.market_type ?? 'crypto',
    defaultSymbol: strategy?.default_symbol ?? '',
    defaultInterval: strategy?.default_interval ?? '15m',
    indicators: strategy?.indicators ?? [],
    timeframes: strategy?.timeframes ?? [],
    customPrompt: strategy?.custom_prompt ?? '',
    analyzeNews: strategy?.analyze_news ?? false,
    active: strategy?.is_active ?? true,
  };
}

const FORM_ID = 'strategy-form';

/** A caption over its control (the control carries the same name for assistive technology). */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5 text-muted text-xs">
      {label}
      {children}
    </div>
  );
}

function optionsOf<V extends string>(values: readonly V[], labelOf: (value: V) => string = (value) => value) {
  return values.map((value) => ({ value, label: labelOf(value) }));
}

/**
 * Create or edit a strategy (seed 001 §2, §3, §8): name and type required; indicators (3) and
 * timeframes (2) past their caps are ignored silently.
 */
export function StrategyDialog({
  open,
  strategy,
  saving,
  onClose,
  onSave,
  onInvalid,
}: {
  open: boolean;
  strategy: StrategyRow | null;
  saving: boolean;
  onClose: () => void;
  onSave: (input: StrategyInput) => void;
  onInvalid: (text: string) => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(strategy));
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  function submit() {
    const invalid = strategyFormError({ name: draft.name, strategyType: draft.strategyType });
    if (invalid || draft.strategyType === '') {
      onInvalid(invalid ?? '');
      return;
    }
    onSave({
      name: draft.name.trim(),
      description: draft.description,
      strategy_type: draft.strategyType,
      market_type: draft.marketType,
      default_symbol: draft.defaultSymbol.trim(),
      default_interval: draft.defaultInterval,
      indicators: draft.indicators,
      timeframes: draft.timeframes,
      custom_prompt: draft.customPrompt,
      analyze_news: draft.analyzeNews,
      is_active: draft.active,
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={strategy ? 'Edit strategy' : 'New strategy'}
      width={520}
      buttons={[
        { label: 'Cancel', variant: 'secondary', onClick: onClose },
        { label: 'Save strategy', type: 'submit', form: FORM_ID, loading: saving, disabled: saving },
      ]}
    >
      <form
        id={FORM_ID}
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Field label="Name">
          <TextInput
            aria-label="Name"
            value={draft.name}
            maxLength={AI_LIMITS.maxStrategyNameLength}
            onValueChange={(text) => set('name', text)}
          />
        </Field>
        <Field label="Description">
          <TextInput
            aria-label="Description"
            value={draft.description}
            onValueChange={(text) => set('description', text)}
          />
        </Field>
        <div className="grid grid-cols-2 gap-2">
          <Field label="Strategy type">
            <Select
              aria-label="Strategy type"
              value={draft.strategyType === '' ? undefined : draft.strategyType}
              placeholder="Select a type"
              options={optionsOf(STRATEGY_TYPES)}
              onChange={(type) => set('strategyType', type)}
            />
          </Field>
          <Field label="Market type">
            <Select
              aria-label="Market type"
              value={draft.marketType}
              options={optionsOf(MARKET_TYPES, (type) => MARKET_TYPE_LABEL[type])}
              onChange={(type) => set('marketType', type)}
            />
          </Field>
          <Field label="Default symbol">
            <TextInput
              aria-label="Default symbol"
              value={draft.defaultSymbol}
              placeholder="BTC-USDT"
              onValueChange={(text) => set('defaultSymbol', text.toUpperCase())}
            />
          </Field>
          <Field label="Default interval">
            <Select
              aria-label="Default interval"
              value={draft.defaultInterval}
              options={optionsOf(AI_INTERVALS)}
              onChange={(interval) => set('defaultInterval', interval)}
            />
          </Field>
        </div>
        <Chips
          label={`Indicators (up to ${AI_LIMITS.maxIndicators})`}
          options={AI_INDICATORS.map((indicator) => ({ value: indicator.id, label: indicator.label }))}
          picked={draft.indicators}
          onToggle={(id) =>
            set('indicators', toggleCappedPick(draft.indicators, id, AI_LIMITS.maxIndicators))
          }
        />
        <Chips
          label={`Extra timeframes (up to ${AI_LIMITS.maxTimeframes})`}
          options={AI_INTERVALS.map((interval) => ({ value: interval, label: interval }))}
          picked={draft.timeframes}
          onToggle={(frame) =>
            set('timeframes', toggleCappedPick(draft.timeframes, frame, AI_LIMITS.maxTimeframes))
          }
        />
        <PromptBox
          label="Custom prompt"
          value={draft.customPrompt}
          max={AI_LIMITS.maxCustomPromptLength}
          onChange={(text) => set('customPrompt', text)}
        />
        <div className="flex items-center justify-between gap-3">
          <Checkbox
            label="Analyze news"
            checked={draft.analyzeNews}
            onChange={(on) => set('analyzeNews', on)}
          />
          <Switch label="Active" checked={draft.active} onChange={(on) => set('active', on)} />
        </div>
      </form>
    </Dialog>
  );
}
