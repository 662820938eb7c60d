import type { TFunction } from 'i18next';
import { AlertTriangle, FileText } from 'lucide-react';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { Button, cn, Select, Skeleton } from '../../ui';
import type { WhitepaperFacts } from './facts';
import { type LanguageCode, languageLabel, WHITEPAPER_LANGUAGES } from './languages';
import { type Block, WHITEPAPER_SECTIONS } from './sections';
import { useWhitepaper } from './use-whitepaper';
import './whitepaper.css';

const LANGUAGE_OPTIONS = WHITEPAPER_LANGUAGES.map((language) => ({
  value: language.code,
  label: languageLabel(language),
}));

type Translated = { t: TFunction; facts: WhitepaperFacts };

function TopBar(props: {
  selected: LanguageCode;
  onChoose: (code: LanguageCode) => void;
  text?: Translated;
}) {
  const { text } = props;
  return (
    <header data-print="hide" className="sticky top-12 z-20 border-line border-b bg-surface/95 backdrop-blur">
      <div className="mx-auto flex h-12 max-w-[1200px] items-center gap-3 px-3 sm:px-6">
        <FileText aria-hidden="true" className="size-4 shrink-0 text-accent-strong" />
        <div className="min-w-0 truncate font-semibold text-fg text-sm">
          {text ? text.t('meta.title') : <Skeleton className="h-3 w-32" />}
        </div>
        <p className="hidden truncate text-faint text-xs sm:block">
          {text ? text.t('meta.version', text.facts) : null}
        </p>
        <div className="ms-auto flex items-center gap-2 text-muted text-xs">
          <span aria-hidden="true" className="hidden sm:inline">
            {text ? text.t('meta.language') : null}
          </span>
          <Select
            aria-label="Language"
            size="sm"
            value={props.selected}
            options={LANGUAGE_OPTIONS}
            onChange={props.onChoose}
            className="w-44"
          />
        </div>
      </div>
    </header>
  );
}

function TableOfContents({ text, active }: { text: Translated; active: string | undefined }) {
  return (
    <ol className="space-y-0.5 text-sm">
      {WHITEPAPER_SECTIONS.map((section, index) => {
        const isActive = section.id === active;
        return (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              aria-current={isActive ? 'location' : undefined}
              className={cn(
                'flex gap-2 rounded-md border-s-2 px-2.5 py-1.5 leading-snug transition-colors',
                isActive
                  ? 'border-accent bg-accent/10 text-fg'
                  : 'border-transparent text-muted hover:bg-raised hover:text-fg',
              )}
            >
              <span className="w-4 shrink-0 text-faint tabular-nums">{index + 1}</span>
              <span className="min-w-0">{text.t(section.titleKey)}</span>
            </a>
          </li>
        );
      })}
    </ol>
  );
}

function BlockView({ block, text }: { block: Block; text: Translated }) {
  if (block.kind === 'paragraph') return <p>{text.t(block.key, text.facts)}</p>;
  return (
    <ul className="list-disc space-y-2 ps-5 marker:text-accent-strong">
      {block.keys.map((key) => (
        <li key={key}>{text.t(key, text.facts)}</li>
      ))}
    </ul>
  );
}

function DocumentBody({ text }: { text: Translated }) {
  return (
    <div className="space-y-10 sm:space-y-12">
      {WHITEPAPER_SECTIONS.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className="scroll-mt-28"
        >
          <h2
            id={`${section.id}-title`}
            className="flex items-baseline gap-3 font-semibold text-fg text-xl tracking-tight sm:text-2xl"
          >
            <span className="font-mono text-accent-strong text-sm tabular-nums">
              {String(index + 1).padStart(2, '0')}
            </span>
            {text.t(section.titleKey)}
          </h2>
          <div className="mt-4 max-w-[72ch] space-y-4 text-pretty text-[15px] text-muted leading-relaxed sm:text-base [&_li]:text-muted">
            {section.blocks.map((block) => (
              <BlockView
                key={block.kind === 'paragraph' ? block.key : block.keys.join()}
                block={block}
                text={text}
              />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

function DocumentFooter({ text }: { text: Translated }) {
  const { legal } = useRuntimeConfig();
  return (
    <footer className="mt-14 space-y-3 border-line border-t pt-6 text-sm">
      <p className="text-muted">
        {text.t('footer.contact')}:{' '}
        <a
          dir="ltr"
          href={`mailto:${legal.contactEmail}`}
          className="text-accent-strong [overflow-wrap:anywhere] hover:underline"
        >
          {legal.contactEmail}
        </a>
      </p>
      <p className="text-faint text-xs">{text.t('footer.copyright', text.facts)}</p>
      <p className="rounded-md border border-warn/30 bg-warn/5 p-3 text-muted text-xs leading-relaxed">
        {text.t('footer.disclaimer')}
      </p>
    </footer>
  );
}

function LoadingDocument() {
  return (
    <div aria-busy="true" className="space-y-4">
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-3 w-40" />
      {[0, 1, 2].map((row) => (
        <div key={row} className="space-y-2 pt-6">
          <Skeleton className="h-5 w-56" />
          <Skeleton className="h-3 w-full" />
          <Skeleton className="h-3 w-full" />
          <Skeleton className="h-3 w-4/5" />
        </div>
      ))}
    </div>
  );
}

function FactsError({ t, retry }: { t: TFunction; retry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-down/40 bg-down/5 p-5"
    >
      <p className="flex items-center gap-2 text-fg text-sm">
        <AlertTriangle aria-hidden="true" className="size-4 text-down" />
        {t('meta.factsError')}
      </p>
      <Button variant="secondary" size="sm" onClick={retry}>
        {t('meta.retry')}
      </Button>
    </div>
  );
}

/** The catalogue itself is missing, so this one message is in English. */
function TextUnavailable({ retry }: { retry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-down/40 bg-down/5 p-5"
    >
      <p className="flex items-center gap-2 text-fg text-sm">
        <AlertTriangle aria-hidden="true" className="size-4 text-down" />
        The whitepaper’s text could not be downloaded. Check your connection and try again.
      </p>
      <Button variant="secondary" size="sm" onClick={retry}>
        Try again
      </Button>
    </div>
  );
}

/** `/whitepaper` (seed 002 §2.8, issue 29): the whitepaper in twelve languages, facts from the product. */
export default function WhitepaperPage() {
  const { language, selected, direction, chooseLanguage, state, activeSection } = useWhitepaper();
  const text = state.status === 'ready' ? { t: state.t, facts: state.facts } : undefined;
  return (
    <div lang={language.code} dir={direction} className="whitepaper min-h-[70vh]">
      <TopBar selected={selected} onChoose={chooseLanguage} text={text} />
      <div className="mx-auto grid max-w-[1200px] grid-cols-1 gap-10 px-4 pt-8 pb-16 sm:px-6 lg:grid-cols-[230px_minmax(0,1fr)] lg:pt-12">
        <aside data-print="hide" className="hidden lg:block">
          {text ? (
            <nav aria-label={text.t('meta.contents')} className="sticky top-28">
              <p className="mb-2 px-2.5 font-medium text-faint text-xs uppercase tracking-[0.14em]">
                {text.t('meta.contents')}
              </p>
              <TableOfContents text={text} active={activeSection} />
            </nav>
          ) : null}
        </aside>
        <article className="min-w-0">
          {state.status === 'error' ? <FactsError t={state.t} retry={state.retry} /> : null}
          {state.status === 'unavailable' ? <TextUnavailable retry={state.retry} /> : null}
          {text ? (
            <>
              <header className="mb-8 border-line border-b pb-6 sm:mb-10">
                <h1 className="text-balance font-semibold text-3xl text-fg tracking-tight sm:text-4xl">
                  {text.t('meta.title')}
                </h1>
                <p className="mt-2 text-faint text-sm">{text.t('meta.version', text.facts)}</p>
              </header>
              <details data-print="hide" className="mb-8 rounded-lg border border-line bg-panel lg:hidden">
                <summary className="cursor-pointer px-4 py-3 font-medium text-fg text-sm">
                  {text.t('meta.contents')}
                </summary>
                <nav aria-label={text.t('meta.contents')} className="px-2 pb-3">
                  <TableOfContents text={text} active={activeSection} />
                </nav>
              </details>
              <DocumentBody text={text} />
              <DocumentFooter text={text} />
            </>
          ) : state.status === 'loading' ? (
            <LoadingDocument />
          ) : null}
        </article>
      </div>
    </div>
  );
}
