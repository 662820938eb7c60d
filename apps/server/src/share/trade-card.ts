import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { formatFixed, formatPrice, formatSignedUsd, type TradeSummary } from '@pluto/core';
import { Resvg } from '@resvg/resvg-js';
import QRCode from 'qrcode';
import satori from 'satori';

/** The card's size: the Open Graph image size, so a pasted link previews it whole. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

export const COLORS = {
  bg: '#0b0e14',
  panel: '#151a23',
  line: '#242b38',
  fg: '#e6e9ef',
  muted: '#8b94a7',
  up: '#16c784',
  down: '#f6465d',
  accent: '#7c5cff',
};

type Style = Record<string, string | number>;
export interface Node {
  type: string;
  props: { style?: Style; children?: Child | Child[]; src?: string; width?: number; height?: number };
}
export type Child = Node | string;

/** A satori element (satori takes React-shaped objects; no JSX runtime is needed for it). */
export const el = (
  type: string,
  style: Style,
  children?: Child | Child[],
  extra: Partial<Node['props']> = {},
): Node => ({
  type,
  props: { style: { display: 'flex', ...style }, ...(children === undefined ? {} : { children }), ...extra },
});

type Fonts = Parameters<typeof satori>[1]['fonts'];
let fonts: Promise<Fonts> | undefined;

/**
 * Inter, with Noto Sans Arabic for the glyphs Inter lacks (token names may be Arabic: satori shapes
 * and orders a right-to-left line itself), embedded from the packages (never the system's fonts):
 * every image renders the same.
 */
export function loadFonts(): Promise<Fonts> {
  fonts ??= (async () => {
    const require = createRequire(import.meta.url);
    const file = (family: string, weight: number) =>
      readFile(
        require.resolve(
          `@fontsource/${family}/files/${family}-${family === 'inter' ? 'latin' : 'arabic'}-${weight}-normal.woff`,
        ),
      );
    const [regular, bold, arabic, arabicBold] = await Promise.all([
      file('inter', 400),
      file('inter', 700),
      file('noto-sans-arabic', 400),
      file('noto-sans-arabic', 700),
    ]);
    return [
      { name: 'Inter', data: regular, weight: 400, style: 'normal' },
      { name: 'Inter', data: bold, weight: 700, style: 'normal' },
      { name: 'Noto Sans Arabic', data: arabic, weight: 400, style: 'normal' },
      { name: 'Noto Sans Arabic', data: arabicBold, weight: 700, style: 'normal' },
    ] as Fonts;
  })();
  return fonts;
}

/** The product's mark in the top corner of every image: a dot and PLUTO. */
export function brandMark(): Node {
  return el('div', { alignItems: 'center', gap: 16 }, [
    el('div', { width: 44, height: 44, borderRadius: 22, backgroundColor: COLORS.accent }),
    el('div', { fontSize: 36, fontWeight: 700, letterSpacing: 1 }, 'PLUTO'),
  ]);
}

function figure(label: string, value: string): Node {
  return el('div', { flexDirection: 'column', gap: 6 }, [
    el('div', { fontSize: 22, color: COLORS.muted }, label),
    el('div', { fontSize: 34, color: COLORS.fg, fontWeight: 700 }, value),
  ]);
}

function cardTree(trade: TradeSummary, shareUrl: string, qrDataUrl: string): Node {
  const isLong = trade.side === 'long';
  const tone = trade.pnl >= 0 ? COLORS.up : COLORS.down;
  const percent = `${trade.pnlPercentage >= 0 ? '+' : ''}${formatFixed(trade.pnlPercentage, 2)}%`;
  const badge = (text: string, color: string) =>
    el(
      'div',
      {
        padding: '6px 16px',
        borderRadius: 8,
        backgroundColor: `${color}26`,
        color,
        fontSize: 26,
        fontWeight: 700,
      },
      text,
    );
  return el(
    'div',
    {
      width: '100%',
      height: '100%',
      // satori sizes content boxes by default: the padding would push the card past its edges.
      boxSizing: 'border-box',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: 56,
      backgroundColor: COLORS.bg,
      backgroundImage: `linear-gradient(135deg, ${COLORS.panel} 0%, ${COLORS.bg} 60%)`,
      fontFamily: 'Inter',
      color: COLORS.fg,
    },
    [
      el('div', { justifyContent: 'space-between', alignItems: 'center' }, [
        brandMark(),
        el('div', { fontSize: 22, color: COLORS.muted }, 'Perpetual Futures'),
      ]),
      el('div', { alignItems: 'center', gap: 20 }, [
        el('div', { fontSize: 56, fontWeight: 700 }, `${trade.symbol}-PERP`),
        badge(isLong ? 'LONG' : 'SHORT', isLong ? COLORS.up : COLORS.down),
        badge(`${trade.leverage}x`, COLORS.muted),
      ]),
      el('div', { alignItems: 'flex-end', gap: 32 }, [
        el('div', { fontSize: 96, fontWeight: 700, color: tone }, percent),
        el(
          'div',
          { fontSize: 40, fontWeight: 700, color: tone, paddingBottom: 14 },
          `${formatSignedUsd(trade.pnl)} PnL`,
        ),
      ]),
      el('div', { justifyContent: 'space-between', alignItems: 'flex-end' }, [
        el('div', { gap: 64 }, [
          figure('Entry Price', formatPrice(trade.entryPrice)),
          figure('Exit Price', formatPrice(trade.exitPrice)),
        ]),
        el('div', { alignItems: 'center', gap: 20 }, [
          el('div', { flexDirection: 'column', alignItems: 'flex-end', gap: 6 }, [
            el('div', { fontSize: 20, color: COLORS.muted }, 'Trade on Pluto'),
            el('div', { fontSize: 20, color: COLORS.fg }, shareUrl.replace(/^https?:\/\//, '')),
          ]),
          el('img', { borderRadius: 8 }, undefined, { src: qrDataUrl, width: 120, height: 120 }),
        ]),
      ]),
    ],
  );
}

/**
 * The trade-summary card (seed 001 §2) as a PNG: symbol, side, leverage, entry, exit, PnL and PnL %,
 * the product's mark and a QR code of the shared page. satori lays it out to SVG, resvg rasterises it.
 */
export async function renderTradeCard(trade: TradeSummary, shareUrl: string): Promise<Uint8Array> {
  // As SVG: twenty times cheaper than a PNG QR code, and resvg draws it crisp at any size.
  const qrSvg = await QRCode.toString(shareUrl, {
    type: 'svg',
    margin: 1,
    color: { dark: COLORS.bg, light: COLORS.fg },
  });
  const qrDataUrl = `data:image/svg+xml;base64,${Buffer.from(qrSvg).toString('base64')}`;
  const svg = await satori(cardTree(trade, shareUrl, qrDataUrl) as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: await loadFonts(),
  });
  return new Resvg(svg, { fitTo: { mode: 'width', value: CARD_WIDTH } }).render().asPng();
}
