import { Panel } from '../../ui';
import type { TradingParts } from './trading-parts';

/** Seed 000 §2 at desktop widths: header bar; chart, book and the order column; account panels below. */
export function TradingScreenDesktop({ parts }: { parts: TradingParts }) {
  return (
    <>
      <Panel bodyClassName="flex flex-wrap items-center gap-4 px-2 py-1.5">
        {parts.picker}
        {parts.header}
      </Panel>
      <div className="grid grid-cols-[minmax(0,1fr)_17rem_19rem] gap-1">
        <Panel>{parts.chart}</Panel>
        <Panel>{parts.book}</Panel>
        <div className="row-span-2 flex flex-col gap-1">
          <Panel>{parts.orderEntry}</Panel>
          <Panel>{parts.accountSummary}</Panel>
        </div>
        <Panel className="col-span-2 min-h-64">{parts.accountPanels}</Panel>
      </div>
    </>
  );
}
