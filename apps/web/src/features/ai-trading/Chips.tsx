import { cn } from '../../ui';

/** Toggle chips for a small set of picks (indicators, timeframes); pressed ones are highlighted. */
export function Chips<V extends string>({
  label,
  options,
  picked,
  onToggle,
}: {
  label: string;
  options: readonly { value: V; label: string }[];
  picked: readonly V[];
  onToggle: (value: V) => void;
}) {
  return (
    <fieldset className="m-0 flex min-w-0 flex-col gap-1.5 border-0 p-0">
      <legend className="mb-1.5 text-muted text-xs">{label}</legend>
      <div className="flex flex-wrap gap-1.5">
        {options.map((option) => {
          const on = picked.includes(option.value);
          return (
            <button
              key={option.value}
              type="button"
              aria-pressed={on}
              onClick={() => onToggle(option.value)}
              className={cn(
                'h-7 rounded-[5px] border px-2 text-xs transition-colors',
                on
                  ? 'border-accent/60 bg-accent/15 text-accent-strong'
                  : 'border-line bg-surface text-muted hover:border-line-strong hover:text-fg',
              )}
            >
              {option.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

/** A plain-text box with the design system's input frame and a character counter. */
export function PromptBox({
  label,
  value,
  max,
  onChange,
}: {
  label: string;
  value: string;
  max: number;
  onChange: (text: string) => void;
}) {
  return (
    <label className="flex flex-col gap-1.5">
      <span className="flex items-baseline justify-between text-muted text-xs">
        {label}
        <span className="font-mono text-faint tabular-nums" aria-live="polite">
          {value.length}/{max}
        </span>
      </span>
      <textarea
        value={value}
        maxLength={max}
        rows={4}
        onChange={(event) => onChange(event.target.value)}
        placeholder="e.g. Focus on the daily trend; I trade only with the trend."
        className="min-h-20 resize-y rounded-[5px] border border-line bg-surface px-2.5 py-2 text-fg text-sm outline-none placeholder:text-faint hover:border-line-strong focus:border-accent"
      />
    </label>
  );
}
