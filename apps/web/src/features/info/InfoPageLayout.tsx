import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * Shared building blocks for the static information pages (terms, fees, airdrop, premium bot,
 * download timer): one readable column, consistent headings, cards, callouts and tables.
 * The app layout supplies header and footer; these pages only render their own content.
 */

function cx(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}

interface InfoPageLayoutProps {
  title: string;
  /** Small label above the title, e.g. "Legal" or "Pricing". */
  eyebrow?: string;
  icon?: LucideIcon;
  /** One or two sentences under the title. */
  subtitle?: ReactNode;
  /** A meta line such as "Last updated October 5, 2025". */
  updated?: string;
  /** Optional actions shown under the header (links, buttons). */
  actions?: ReactNode;
  children: ReactNode;
}

export function InfoPageLayout({
  title,
  eyebrow,
  icon: Icon,
  subtitle,
  updated,
  actions,
  children,
}: InfoPageLayoutProps) {
  return (
    <article className="mx-auto w-full min-w-0 max-w-[880px] px-4 pt-8 pb-16 sm:px-6 sm:pt-12">
      <header className="border-line border-b pb-6 sm:pb-8">
        {eyebrow ? (
          <p className="mb-3 flex items-center gap-2 font-medium text-accent-strong text-xs uppercase tracking-[0.14em]">
            {Icon ? <Icon aria-hidden="true" className="size-4" /> : null}
            {eyebrow}
          </p>
        ) : null}
        <h1 className="text-balance font-semibold text-2xl text-fg tracking-tight sm:text-3xl">{title}</h1>
        {subtitle ? (
          <div className="mt-3 max-w-[68ch] text-pretty text-muted text-sm leading-relaxed sm:text-base">
            {subtitle}
          </div>
        ) : null}
        {updated ? <p className="mt-3 text-faint text-xs">{updated}</p> : null}
        {actions ? <div className="mt-5 flex flex-wrap items-center gap-3">{actions}</div> : null}
      </header>
      <div className="mt-8 space-y-10 sm:mt-10 sm:space-y-12">{children}</div>
    </article>
  );
}

interface InfoSectionProps {
  /** Anchor id; also used to label the section for assistive technology. */
  id: string;
  title: string;
  /** Optional ordinal shown before the heading, e.g. "1." in legal text. */
  number?: string;
  description?: ReactNode;
  children: ReactNode;
}

export function InfoSection({ id, title, number, description, children }: InfoSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24">
      <h2 id={headingId} className="flex items-baseline gap-2 font-semibold text-fg text-lg tracking-tight">
        {number ? <span className="font-mono text-faint text-sm tabular-nums">{number}</span> : null}
        <span>{title}</span>
      </h2>
      {description ? <p className="mt-1.5 text-muted text-sm leading-relaxed">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Readable running text with styled paragraphs, lists, links and emphasis. */
export function InfoProse({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cx(
        'min-w-0 space-y-3 break-words text-[0.9375rem] text-fg/80 leading-relaxed marker:text-faint',
        '[&_a]:text-accent-strong [&_a]:underline-offset-2 [&_a:hover]:underline',
        '[&_strong]:font-semibold [&_strong]:text-fg',
        '[&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-5',
        '[&_li]:pl-1',
        className,
      )}
    >
      {children}
    </div>
  );
}

type Tone = 'default' | 'accent' | 'warn' | 'down' | 'up';

const cardTone: Record<Tone, string> = {
  default: 'border-line bg-panel',
  accent: 'border-accent/40 bg-accent/[0.07]',
  warn: 'border-warn/40 bg-warn/[0.06]',
  down: 'border-down/40 bg-down/[0.06]',
  up: 'border-up/40 bg-up/[0.06]',
};

const iconTone: Record<Tone, string> = {
  default: 'bg-raised text-accent-strong',
  accent: 'bg-accent/15 text-accent-strong',
  warn: 'bg-warn/15 text-warn',
  down: 'bg-down/15 text-down',
  up: 'bg-up/15 text-up',
};

interface InfoCardProps {
  title?: string;
  icon?: LucideIcon;
  tone?: Tone;
  className?: string;
  children: ReactNode;
}

export function InfoCard({ title, icon: Icon, tone = 'default', className, children }: InfoCardProps) {
  return (
    <div className={cx('min-w-0 rounded-lg border p-4 sm:p-5', cardTone[tone], className)}>
      {title || Icon ? (
        <div className="mb-2.5 flex items-center gap-3">
          {Icon ? (
            <span className={cx('grid size-8 shrink-0 place-items-center rounded-md', iconTone[tone])}>
              <Icon aria-hidden="true" className="size-4" />
            </span>
          ) : null}
          {title ? <h3 className="font-semibold text-fg text-sm">{title}</h3> : null}
        </div>
      ) : null}
      <div className="text-muted text-sm leading-relaxed">{children}</div>
    </div>
  );
}

/** A responsive grid of cards: one column on phones, two or three from small screens up. */
export function InfoCardGrid({ columns = 2, children }: { columns?: 2 | 3 | 4; children: ReactNode }) {
  const cols = {
    2: 'grid-cols-1 sm:grid-cols-2',
    3: 'grid-cols-1 sm:grid-cols-3',
    4: 'grid-cols-2 sm:grid-cols-4',
  }[columns];
  return <div className={cx('grid gap-3', cols)}>{children}</div>;
}

interface InfoStatProps {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  tone?: 'default' | 'accent' | 'up' | 'warn';
}

const statValueTone = {
  default: 'text-fg',
  accent: 'text-accent-strong',
  up: 'text-up',
  warn: 'text-warn',
} as const;

/** A key figure: small label, large value, optional hint. */
export function InfoStat({ label, value, hint, tone = 'default' }: InfoStatProps) {
  return (
    <div className="min-w-0 rounded-lg border border-line bg-panel px-4 py-3.5">
      <dt className="text-faint text-xs uppercase tracking-wider">{label}</dt>
      <dd
        className={cx(
          'mt-1.5 break-words font-semibold text-lg tabular-nums leading-tight sm:text-xl',
          statValueTone[tone],
        )}
      >
        {value}
      </dd>
      {hint ? <dd className="mt-1 text-muted text-xs leading-snug">{hint}</dd> : null}
    </div>
  );
}

/** Wraps `InfoStat`s in a description list laid out as a grid. */
export function InfoStatGrid({ children, columns = 4 }: { children: ReactNode; columns?: 2 | 3 | 4 }) {
  const cols = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3', 4: 'sm:grid-cols-4' }[columns];
  return <dl className={cx('grid grid-cols-2 gap-3', cols)}>{children}</dl>;
}

interface InfoCalloutProps {
  title: string;
  icon?: LucideIcon;
  tone?: 'accent' | 'warn' | 'down';
  children: ReactNode;
}

/** A highlighted note (information, warning or risk). */
export function InfoCallout({ title, icon: Icon, tone = 'accent', children }: InfoCalloutProps) {
  const titleTone = { accent: 'text-accent-strong', warn: 'text-warn', down: 'text-down' }[tone];
  return (
    <aside className={cx('rounded-lg border p-4 sm:p-5', cardTone[tone])}>
      <p className={cx('flex items-center gap-2 font-semibold text-sm', titleTone)}>
        {Icon ? <Icon aria-hidden="true" className="size-4 shrink-0" /> : null}
        {title}
      </p>
      <div className="mt-2 text-fg/80 text-sm leading-relaxed">{children}</div>
    </aside>
  );
}

/**
 * A table container that never widens the page: narrow screens scroll the table itself.
 * Children are the `<thead>`/`<tbody>` of the table.
 */
export function InfoTable({ caption, children }: { caption?: string; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-panel">
      <table
        className={cx(
          'w-full border-collapse text-left text-sm',
          '[&_th]:px-3 sm:[&_th]:px-4 [&_th]:py-2.5 [&_th]:font-medium [&_th]:text-faint [&_th]:text-xs [&_th]:uppercase [&_th]:tracking-wider',
          '[&_thead_tr]:border-line [&_thead_tr]:border-b [&_thead_tr]:bg-surface',
          '[&_td]:px-3 sm:[&_td]:px-4 [&_td]:py-3 [&_td]:align-top [&_tbody_tr+tr]:border-line [&_tbody_tr+tr]:border-t',
        )}
      >
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        {children}
      </table>
    </div>
  );
}

/** A numbered list of steps with a circled index. */
export function InfoSteps({ steps }: { steps: ReadonlyArray<{ title: string; body: ReactNode }> }) {
  return (
    <ol className="space-y-3">
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-3 rounded-lg border border-line bg-panel p-4">
          <span
            aria-hidden="true"
            className="grid size-7 shrink-0 place-items-center rounded-full bg-accent/15 font-semibold text-accent-strong text-xs tabular-nums"
          >
            {index + 1}
          </span>
          <div className="min-w-0">
            <p className="font-semibold text-fg text-sm">{step.title}</p>
            <div className="mt-1 text-muted text-sm leading-relaxed">{step.body}</div>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** Primary and secondary button-like link styles shared by the pages. */
export const primaryActionClass =
  'inline-flex items-center justify-center gap-2 rounded-md bg-accent px-4 py-2.5 font-semibold text-sm text-white transition-colors hover:bg-accent-strong disabled:cursor-not-allowed disabled:opacity-60';

export const secondaryActionClass =
  'inline-flex items-center justify-center gap-2 rounded-md border border-line-strong bg-raised px-4 py-2.5 font-medium text-fg text-sm transition-colors hover:border-accent/60 hover:text-accent-strong';
