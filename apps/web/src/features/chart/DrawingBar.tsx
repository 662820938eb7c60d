import type { OverlayMode } from 'klinecharts';
import { ChartLine, Eye, EyeOff, Lock, LockOpen, Magnet, Shapes, Slash, Trash2, Waves } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { cn } from '../../ui';
import { IconButton } from './ChartToolbar';
import { DRAWING_LABELS } from './labels-drawing';
import { addChartLabels } from './locales';
import type { ChartWidgetModel } from './use-chart-widget';

addChartLabels(DRAWING_LABELS);

/** The tools by group: klinecharts' own lines first, then the 17 custom overlays (seed 001 §3). */
const TOOL_GROUPS: { key: string; icon: ReactNode; tools: string[] }[] = [
  {
    key: 'lines',
    icon: <Slash size={15} aria-hidden />,
    tools: [
      'segment',
      'rayLine',
      'straightLine',
      'horizontalStraightLine',
      'verticalStraightLine',
      'priceLine',
      'priceChannelLine',
      'parallelStraightLine',
    ],
  },
  {
    key: 'shapes',
    icon: <Shapes size={15} aria-hidden />,
    tools: ['arrow', 'circle', 'rect', 'triangle', 'parallelogram'],
  },
  {
    key: 'fibonacci',
    icon: <ChartLine size={15} aria-hidden />,
    tools: [
      'fibonacciLine',
      'fibonacciSegment',
      'fibonacciCircle',
      'fibonacciSpiral',
      'fibonacciSpeedResistanceFan',
      'fibonacciExtension',
      'gannBox',
    ],
  },
  {
    key: 'waves',
    icon: <Waves size={15} aria-hidden />,
    tools: ['threeWaves', 'fiveWaves', 'eightWaves', 'anyWaves', 'abcd', 'xabcd'],
  },
];

const NEXT_MODE: Record<OverlayMode, OverlayMode> = {
  normal: 'weak_magnet',
  weak_magnet: 'strong_magnet',
  strong_magnet: 'normal',
};
const MODE_LABEL: Record<OverlayMode, string> = {
  normal: 'magnet_normal',
  weak_magnet: 'weak_magnet',
  strong_magnet: 'strong_magnet',
};

/** The side bar of drawing tools: a group opens its list; magnet, lock, hide and remove all below. */
export function DrawingBar({
  model,
  onDraw,
  onRemoveAll,
}: {
  model: ChartWidgetModel;
  onDraw: (tool: string) => void;
  onRemoveAll: () => void;
}) {
  const { t, drawing, setDrawing } = model;
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  return (
    <nav
      aria-label={t('drawing_tools')}
      className="relative flex w-9 shrink-0 flex-col items-center gap-0.5 border-line border-r py-1"
    >
      {TOOL_GROUPS.map((group) => (
        <div key={group.key} className="relative">
          <IconButton
            label={t(group.key)}
            pressed={openGroup === group.key}
            onClick={() => setOpenGroup((open) => (open === group.key ? null : group.key))}
          >
            {group.icon}
          </IconButton>
          {openGroup === group.key && (
            <ul
              aria-label={t(group.key)}
              className="absolute top-0 left-8 z-20 w-52 rounded-md border border-line bg-panel py-1 shadow-black/50 shadow-xl"
            >
              {group.tools.map((tool) => (
                <li key={tool}>
                  <button
                    type="button"
                    onClick={() => {
                      setOpenGroup(null);
                      onDraw(tool);
                    }}
                    className="w-full px-3 py-1.5 text-left text-fg text-xs hover:bg-raised"
                  >
                    {t(tool)}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
      <span className="my-1 h-px w-5 bg-line" />
      <IconButton
        label={t(MODE_LABEL[drawing.mode])}
        pressed={drawing.mode !== 'normal'}
        onClick={() => setDrawing({ ...drawing, mode: NEXT_MODE[drawing.mode] })}
        className={cn(drawing.mode === 'strong_magnet' && 'text-accent')}
      >
        <Magnet size={15} aria-hidden />
      </IconButton>
      <IconButton
        label={drawing.locked ? t('unlock') : t('lock')}
        pressed={drawing.locked}
        onClick={() => setDrawing({ ...drawing, locked: !drawing.locked })}
      >
        {drawing.locked ? <Lock size={15} aria-hidden /> : <LockOpen size={15} aria-hidden />}
      </IconButton>
      <IconButton
        label={drawing.visible ? t('hide') : t('show')}
        pressed={!drawing.visible}
        onClick={() => setDrawing({ ...drawing, visible: !drawing.visible })}
      >
        {drawing.visible ? <Eye size={15} aria-hidden /> : <EyeOff size={15} aria-hidden />}
      </IconButton>
      <IconButton label={t('remove_drawings')} onClick={onRemoveAll}>
        <Trash2 size={15} aria-hidden />
      </IconButton>
    </nav>
  );
}
