import { Panel } from '../../ui';
import type { TradingParts } from './trading-parts';

/**
 * Seed 000 §2 at desktop widths: header bar; chart, book and the order column; account panels below.
 * The screen fills the viewport without a page scroll: the chart row takes a set share of the height
 * and the account panels the rest, each scrolling inside; the order column scrolls on its own.
 */
export function TradingScreenDesktop({ parts }: { parts: TradingParts }) {
  return (
    <>
      <Panel className="shrink-0" bodyClassName="flex flex-wrap items-center gap-4 px-2 py-1.5">
        {parts.picker}
        {parts.header}
      </Panel>
      <div className="grid min-h-0 flex-1 grid-cols-[minmax(0,1fr)_17rem_19rem] grid-rows-[minmax(0,62fr)_minmax(0,38fr)] gap-1">
        <Panel>{parts.chart}</Panel>
        <Panel>{parts.book}</Panel>
        <div className="row-span-2 flex min-h-0 flex-col gap-1 overflow-y-auto">
          <Panel className="shrink-0">{parts.orderEntry}</Panel>
          <Panel className="flex-1">{parts.accountSummary}</Panel>
        </div>
        <Panel className="col-span-2">{parts.accountPanels}</Panel>
      </div>
    </>
  );
}
