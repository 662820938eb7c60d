import { cn } from '../../ui';

/** A row of mutually exclusive options (timeframes, chart metric, side filter), one checked. */
export function Segmented<V extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <div role="radiogroup" aria-label={label} className="flex rounded bg-raised p-0.5">
      {options.map((option) => (
        // biome-ignore lint/a11y/useSemanticElements: a segmented control of buttons, one checked
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={option.value === value}
          onClick={() => onChange(option.value)}
          className={cn(
            'rounded px-2 py-0.5 text-[11px] transition-colors',
            option.value === value ? 'bg-panel text-fg shadow' : 'text-muted hover:text-fg',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
