import type { OverlayTemplate } from 'klinecharts';
import { describe, expect, it, vi } from 'vitest';

const registered = vi.hoisted(() => [] as OverlayTemplate[]);
vi.mock('klinecharts', () => ({ registerOverlay: (template: OverlayTemplate) => registered.push(template) }));

const { EDGE_INSET, registerTraderOverlays, TRADER_LINE_OVERLAY, traderLinePlacement } = await import(
  './trader-overlays'
);

type Figure = { type: string; attrs: { y?: number; text?: string; coordinates?: { y: number }[] } };

/** The figures the order line's template draws with its price at `y` on a pane 200 px tall. */
function orderLineAt(y: number): Figure[] {
  registerTraderOverlays();
  const template = registered.find((t) => t.name === TRADER_LINE_OVERLAY);
  const draw = template?.createPointFigures as unknown as (params: unknown) => Figure[];
  return draw({
    coordinates: [{ x: 50, y }],
    bounding: { width: 300, height: 200 },
    overlay: { extendData: { kind: 'order', order: {}, label: 'Buy 0.01' } },
  });
}

describe('trader lines beyond the prices shown', () => {
  it('stay at their price inside the pane', () => {
    expect(traderLinePlacement(120, 200)).toEqual({ y: 120, arrow: '' });
    const [line, label] = orderLineAt(120);
    expect(line?.attrs.coordinates?.map((point) => point.y)).toEqual([120, 120]);
    expect(label?.attrs.text).toBe('Buy 0.01');
  });

  it('are held at the nearer edge with an arrow toward their price', () => {
    expect(traderLinePlacement(-400, 200)).toEqual({ y: EDGE_INSET, arrow: '▲ ' });
    expect(traderLinePlacement(900, 200)).toEqual({ y: 200 - EDGE_INSET, arrow: '▼ ' });
    const [line, label] = orderLineAt(-400);
    expect(line?.attrs.coordinates?.map((point) => point.y)).toEqual([EDGE_INSET, EDGE_INSET]);
    expect(label?.attrs).toMatchObject({ y: EDGE_INSET, text: '▲ Buy 0.01' });
    expect(orderLineAt(900)[1]?.attrs.text).toBe('▼ Buy 0.01');
  });
});
