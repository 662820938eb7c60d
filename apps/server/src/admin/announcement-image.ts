import { ANNOUNCEMENT_HEIGHT, ANNOUNCEMENT_WIDTH } from '@pluto/core';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { brandMark, COLORS, el, loadFonts, type Node } from '../share/trade-card';

/** One side of the pair as the image shows it: symbol, name and the logo as a PNG (or none). */
export interface AnnouncedToken {
  symbol: string;
  name: string;
  logoPng: Uint8Array | null;
}

export interface Announcement {
  label: string;
  chainName: string;
  base: AnnouncedToken;
  quote: AnnouncedToken;
}

const LOGO_SIZE = 168;

/** A logo in its circle, or the symbol's first letters where the token has none. */
function logo(token: AnnouncedToken, ring: string): Node {
  const frame = {
    width: LOGO_SIZE,
    height: LOGO_SIZE,
    borderRadius: LOGO_SIZE / 2,
    border: `6px solid ${ring}`,
    backgroundColor: COLORS.panel,
    alignItems: 'center',
    justifyContent: 'center',
    overflow: 'hidden',
  };
  if (!token.logoPng)
    return el('div', { ...frame, fontSize: 56, fontWeight: 700, color: COLORS.fg }, token.symbol.slice(0, 3));
  const src = `data:image/png;base64,${Buffer.from(token.logoPng).toString('base64')}`;
  return el('div', frame, el('img', {}, undefined, { src, width: LOGO_SIZE - 12, height: LOGO_SIZE - 12 }));
}

function announcementTree({ label, chainName, base, quote }: Announcement): Node {
  return el(
    'div',
    {
      width: '100%',
      height: '100%',
      boxSizing: 'border-box',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: 64,
      backgroundColor: COLORS.bg,
      backgroundImage: `radial-gradient(circle at 80% 20%, ${COLORS.accent}40 0%, ${COLORS.bg} 55%)`,
      fontFamily: 'Inter, Noto Sans Arabic',
      color: COLORS.fg,
    },
    [
      el('div', { justifyContent: 'space-between', alignItems: 'center' }, [
        brandMark(),
        el(
          'div',
          {
            padding: '8px 20px',
            borderRadius: 999,
            border: `2px solid ${COLORS.line}`,
            fontSize: 26,
            color: COLORS.muted,
          },
          chainName,
        ),
      ]),
      el('div', { alignItems: 'center', gap: 48 }, [
        el('div', { alignItems: 'center' }, [
          logo(base, COLORS.accent),
          el('div', { marginLeft: -36, display: 'flex' }, logo(quote, COLORS.line)),
        ]),
        el('div', { flexDirection: 'column', gap: 12 }, [
          el('div', { fontSize: 30, color: COLORS.up, fontWeight: 700, letterSpacing: 2 }, 'NEW LISTING'),
          el('div', { fontSize: 96, fontWeight: 700 }, label),
          el('div', { fontSize: 30, color: COLORS.muted }, `${base.name} · ${quote.name}`),
        ]),
      ]),
      el('div', { justifyContent: 'space-between', alignItems: 'center' }, [
        el('div', { fontSize: 44, fontWeight: 700 }, 'Now trading on Pluto'),
        el('div', { fontSize: 26, color: COLORS.muted }, 'Spot · swap in one click'),
      ]),
    ],
  );
}

/**
 * The announcement image of a new pair (seed 002 §2.6, issue 26): the label, both logos, the chain and
 * "Now trading on Pluto", 1200x675 for social posts. Laid out by satori (right-to-left names are
 * shaped and ordered by it), drawn to PNG by resvg, as the trade-summary card is.
 */
export async function renderAnnouncement(announcement: Announcement): Promise<Uint8Array> {
  const svg = await satori(announcementTree(announcement) as Parameters<typeof satori>[0], {
    width: ANNOUNCEMENT_WIDTH,
    height: ANNOUNCEMENT_HEIGHT,
    fonts: await loadFonts(),
  });
  return new Resvg(svg, { fitTo: { mode: 'width', value: ANNOUNCEMENT_WIDTH } }).render().asPng();
}
