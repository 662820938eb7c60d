import {
  CANDLE_TYPES,
  CHART_LOCALES,
  CHART_TIMEZONES,
  type ChartSettings,
  DEFAULT_CHART_SETTINGS,
  defaultIndicatorParams,
  INDICATOR_PARAMS,
  type IndicatorName,
  indicatorParamsFromTexts,
  MAIN_INDICATORS,
  PRICE_AXIS_TYPES,
  SUB_INDICATORS,
} from '@pluto/core';
import { Check, SlidersHorizontal } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Checkbox, cn, List, NumericInput, Select, type SelectOption, Switch } from '../../ui';
import { Dialog } from '../../ui/Dialog';
import { SCREENSHOT_BACKGROUNDS } from './chart-theme';
import { DIALOG_LABELS } from './labels-dialogs';
import { addChartLabels, type Translate } from './locales';
import { type SymbolSearch, SymbolSearchDialog } from './SymbolSearchDialog';
import type { ChartWidgetModel, IndicatorPlace } from './use-chart-widget';
import type { PendingMove } from './use-trader-chart';

addChartLabels(DIALOG_LABELS);

type Props = { model: ChartWidgetModel };

function IndicatorList({ model, place }: Props & { place: IndicatorPlace }) {
  const { t, preferences } = model;
  const names: readonly IndicatorName[] = place === 'main' ? MAIN_INDICATORS : SUB_INDICATORS;
  const chosen = preferences.indicators[place];
  return (
    <section aria-label={t(place === 'main' ? 'main_indicator' : 'sub_indicator')}>
      <h3 className="mb-1 font-medium text-muted text-xs">
        {t(place === 'main' ? 'main_indicator' : 'sub_indicator')}
      </h3>
      <List
        items={names}
        getKey={(name) => name}
        itemClassName="flex h-8 items-center justify-between rounded px-1 hover:bg-raised"
        renderItem={(name) => {
          const on = chosen.some((i) => i.name === name);
          return (
            <>
              <Checkbox
                checked={on}
                label={name}
                onChange={() => model.toggleIndicator(place, name, defaultIndicatorParams(name))}
              />
              {on && INDICATOR_PARAMS[name].length > 0 && (
                <button
                  type="button"
                  aria-label={`${t('indicator_params')} ${name}`}
                  title={t('indicator_params')}
                  onClick={() => model.editIndicator(place, name)}
                  className="inline-flex size-6 items-center justify-center rounded text-muted hover:text-fg"
                >
                  <SlidersHorizontal size={13} aria-hidden />
                </button>
              )}
            </>
          );
        }}
      />
    </section>
  );
}

function IndicatorDialog({ model }: Props) {
  return (
    <Dialog
      open={model.dialog === 'indicators'}
      onOpenChange={(open) => !open && model.closeDialog()}
      title={model.t('indicator')}
      width={520}
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <IndicatorList model={model} place="main" />
        <IndicatorList model={model} place="sub" />
      </div>
    </Dialog>
  );
}

/** Seed 001 §5: whole numbers of at least 1 (BOLL's deviation 2 decimals); blank keeps the default. */
function ParamsDialog({ model }: Props) {
  const { t, editing } = model;
  const current = editing
    ? model.preferences.indicators[editing.place].find((i) => i.name === editing.name)
    : undefined;
  const [texts, setTexts] = useState<string[]>([]);
  useEffect(() => {
    setTexts(current ? current.params.map(String) : []);
  }, [current]);
  if (!editing) return null;
  const params = INDICATOR_PARAMS[editing.name];
  const label = (index: number) =>
    editing.name === 'BOLL' ? t(index === 0 ? 'period' : 'standard_deviation') : t(`params_${index + 1}`);
  const confirm = () => {
    model.setIndicatorParams(editing.place, editing.name, indicatorParamsFromTexts(editing.name, texts));
    model.openDialog('indicators');
  };
  return (
    <Dialog
      open={model.dialog === 'params'}
      onOpenChange={(open) => !open && model.openDialog('indicators')}
      title={`${editing.name} · ${t('indicator_params')}`}
      description={t('blank_is_default')}
      buttons={[
        { label: t('cancel'), variant: 'secondary', onClick: () => model.openDialog('indicators') },
        { label: t('confirm'), onClick: confirm },
      ]}
    >
      <div className="flex flex-col gap-2">
        {params.map((param, index) => (
          <div key={label(index)} className="flex items-center justify-between gap-3 text-muted text-xs">
            {label(index)}
            <NumericInput
              aria-label={label(index)}
              value={texts[index] ?? ''}
              placeholder={param.defaultValue === undefined ? '' : String(param.defaultValue)}
              precision={param.decimals}
              min={1}
              inputSize="sm"
              wrapperClassName="w-32"
              onValueChange={(text) => setTexts((all) => Object.assign([...all], { [index]: text }))}
            />
          </div>
        ))}
      </div>
    </Dialog>
  );
}

/** The zone's offset now, e.g. "GMT+9" (daylight saving moves it, so it is not a fixed label). */
function zoneOffset(zone: string) {
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      timeZoneName: 'shortOffset',
    }).formatToParts();
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

function TimezoneDialog({ model }: Props) {
  const { t } = model;
  const listed = CHART_TIMEZONES.some(({ zone }) => zone === model.browserZone);
  const zones = [...(listed ? [] : [{ key: 'browser_zone', zone: model.browserZone }]), ...CHART_TIMEZONES];
  return (
    <Dialog
      open={model.dialog === 'timezone'}
      onOpenChange={(open) => !open && model.closeDialog()}
      title={t('timezone')}
      width={360}
    >
      <List
        aria-label={t('timezone')}
        items={zones}
        getKey={(item) => item.zone}
        renderItem={({ key, zone }) => (
          <button
            type="button"
            aria-pressed={zone === model.timezone}
            onClick={() => {
              model.setTimezone(zone);
              model.closeDialog();
            }}
            className={cn(
              'flex h-8 w-full items-center justify-between rounded px-2 text-left text-xs hover:bg-raised',
              zone === model.timezone ? 'text-accent' : 'text-fg',
            )}
          >
            <span>
              {key === 'browser_zone' ? `${t('browser_zone')} (${zone})` : t(key)}
              <span className="ml-2 text-faint">{zoneOffset(zone)}</span>
            </span>
            {zone === model.timezone && <Check size={13} aria-hidden />}
          </button>
        )}
      />
    </Dialog>
  );
}

const SWITCHES = [
  ['showLastPrice', 'last_price_show'],
  ['showHighPrice', 'high_price_show'],
  ['showLowPrice', 'low_price_show'],
  ['showIndicatorLastValue', 'indicator_last_value_show'],
  ['reverseCoordinate', 'reverse_coordinate'],
  ['showGrid', 'grid_show'],
] as const satisfies readonly (readonly [keyof ChartSettings, string])[];

const SETTING_ROW = 'flex h-9 items-center justify-between gap-3 text-xs text-muted';

/** A labelled dropdown of the settings dialog. */
function SelectRow<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: readonly SelectOption<V>[];
  onChange: (value: V) => void;
}) {
  return (
    <div className={SETTING_ROW}>
      {label}
      <Select
        aria-label={label}
        size="sm"
        className="w-36"
        value={value}
        options={options}
        onChange={onChange}
      />
    </div>
  );
}

function SettingsDialog({ model }: Props) {
  const { t } = model;
  const settings = model.preferences.settings;
  const set = (change: Partial<ChartSettings>) => model.setSettings({ ...settings, ...change });
  return (
    <Dialog
      open={model.dialog === 'settings'}
      onOpenChange={(open) => !open && model.closeDialog()}
      title={t('setting')}
      buttons={[
        {
          label: t('restore_default'),
          variant: 'secondary',
          onClick: () => model.setSettings(DEFAULT_CHART_SETTINGS),
        },
      ]}
    >
      <div className="flex flex-col">
        <SelectRow
          label={t('candle_type')}
          value={settings.candleType}
          options={CANDLE_TYPES.map((value) => ({ value, label: t(value) }))}
          onChange={(candleType) => set({ candleType })}
        />
        <SelectRow
          label={t('price_axis_type')}
          value={settings.priceAxisType}
          options={PRICE_AXIS_TYPES.map((value) => ({ value, label: t(value) }))}
          onChange={(priceAxisType) => set({ priceAxisType })}
        />
        {SWITCHES.map(([key, label]) => (
          <div key={key} className={SETTING_ROW}>
            <Switch
              label={t(label)}
              checked={settings[key]}
              onChange={(on) => set({ [key]: on })}
              className="w-full justify-between"
            />
          </div>
        ))}
        <SelectRow
          label={t('language')}
          value={model.locale}
          options={CHART_LOCALES.map((value) => ({
            value,
            label: value === 'zh-CN' ? '简体中文' : 'English',
          }))}
          onChange={model.setLocale}
        />
      </div>
    </Dialog>
  );
}

function ScreenshotDialog({
  model,
  snapshot,
  fileName,
}: Props & { snapshot: (background: string) => string; fileName: string }) {
  const { t } = model;
  const [background, setBackground] = useState<keyof typeof SCREENSHOT_BACKGROUNDS>('dark');
  const open = model.dialog === 'screenshot';
  const [url, setUrl] = useState('');
  useEffect(() => {
    setUrl(open ? snapshot(SCREENSHOT_BACKGROUNDS[background]) : '');
  }, [open, background, snapshot]);
  const save = () => {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.click();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && model.closeDialog()}
      title={t('screenshot')}
      width={720}
      buttons={[{ label: t('save'), onClick: save, disabled: !url }]}
    >
      <div className="mb-2 flex justify-end">
        <Select
          aria-label="Background"
          size="sm"
          value={background}
          options={[
            { value: 'dark', label: 'Dark' },
            { value: 'white', label: 'White' },
          ]}
          onChange={setBackground}
        />
      </div>
      {url ? <img src={url} alt={t('screenshot')} className="w-full rounded border border-line" /> : null}
    </Dialog>
  );
}

/** Asks before an order line moves more than 5 % (issue 22). */
export function MoveOrderDialog({ pending, text, t }: { pending: PendingMove; text: string; t: Translate }) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && pending.resolve(false)}
      title={t('move_order')}
      description={text}
      buttons={[
        { label: t('cancel'), variant: 'secondary', onClick: () => pending.resolve(false) },
        { label: t('confirm'), onClick: () => pending.resolve(true) },
      ]}
    />
  );
}

export function ChartDialogs({
  symbolSearch,
  ...props
}: Props & { snapshot: (background: string) => string; fileName: string; symbolSearch?: SymbolSearch }) {
  const { model } = props;
  return (
    <>
      {symbolSearch && <SymbolSearchDialog model={model} search={symbolSearch} />}
      <IndicatorDialog model={model} />
      <ParamsDialog model={model} />
      <TimezoneDialog model={model} />
      <SettingsDialog model={model} />
      <ScreenshotDialog {...props} />
    </>
  );
}
