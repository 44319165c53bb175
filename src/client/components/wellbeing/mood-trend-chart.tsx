import { useId } from 'react';
import { lazyDateFormat } from '../../../common/format-date';
import { MOOD_MAX, MOOD_MIN } from '../../../common/limits';
import { cn } from '../../lib/ui/cn';
import {
  type ChartBox,
  TREND_SERIES,
  type TrendEntry,
  type TrendKey,
  trendPoints,
  trendSummary,
} from './mood-trend';

const BOX: ChartBox = { width: 300, height: 150, left: 22, right: 10, top: 10, bottom: 22 };
const GRID_VALUES = [MOOD_MIN, 5, MOOD_MAX];
const shortDate = lazyDateFormat({ day: 'numeric', month: 'short' });

/** Colour plus a dash pattern and marker shape per line, so the lines differ without colour too. */
const SERIES_STYLE: Record<
  TrendKey,
  { colour: string; dash?: string; marker: 'circle' | 'square' | 'diamond' }
> = {
  energy: { colour: 'text-primary', marker: 'circle' },
  stress: { colour: 'text-rose-600', dash: '6 4', marker: 'square' },
  motivation: { colour: 'text-emerald-700', dash: '2 3', marker: 'diamond' },
};

function Marker({ shape, x, y }: { shape: 'circle' | 'square' | 'diamond'; x: number; y: number }) {
  if (shape === 'circle') return <circle cx={x} cy={y} r={3.5} />;
  if (shape === 'square') return <rect x={x - 3} y={y - 3} width={6} height={6} />;
  return <rect x={x - 3} y={y - 3} width={6} height={6} transform={`rotate(45 ${x} ${y})`} />;
}

function LegendSwatch({ series }: { series: TrendKey }) {
  const style = SERIES_STYLE[series];
  return (
    <svg aria-hidden width="28" height="10" viewBox="0 0 28 10" className={cn('shrink-0', style.colour)}>
      <line
        x1="1"
        y1="5"
        x2="27"
        y2="5"
        stroke="currentColor"
        strokeWidth="2"
        strokeDasharray={style.dash}
        strokeLinecap="round"
      />
      <g fill="currentColor">
        <Marker shape={style.marker} x={14} y={5} />
      </g>
    </svg>
  );
}

/**
 * The last check-ins' energy, stress and motivation as three small lines (hand-made SVG). The chart is
 * one image to assistive technology, described by the written summary under it.
 */
export function MoodTrendChart({ entries }: { entries: readonly TrendEntry[] }) {
  const summaryId = useId();
  const { x, y } = trendPoints(entries, BOX);
  const first = entries[0];
  const last = entries.at(-1);

  return (
    <figure className="space-y-2" data-testid="mood-trend">
      <svg
        role="img"
        aria-label={`Mood trend chart of your last ${entries.length} ${entries.length === 1 ? 'check-in' : 'check-ins'}`}
        aria-describedby={summaryId}
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        className="h-auto w-full overflow-visible text-muted-foreground"
      >
        {GRID_VALUES.map((value) => (
          <g key={value}>
            <line
              x1={BOX.left}
              x2={BOX.width - BOX.right}
              y1={y(value)}
              y2={y(value)}
              stroke="currentColor"
              strokeOpacity={0.25}
              strokeDasharray={value === 5 ? '2 3' : undefined}
            />
            <text
              x={BOX.left - 6}
              y={y(value)}
              textAnchor="end"
              dominantBaseline="middle"
              fontSize="10"
              fill="currentColor"
            >
              {value}
            </text>
          </g>
        ))}
        {first && last ? (
          <g fontSize="10" fill="currentColor">
            <text x={x(0)} y={BOX.height - 6} textAnchor={entries.length === 1 ? 'middle' : 'start'}>
              {shortDate().format(new Date(first.createdAt))}
            </text>
            {entries.length > 1 ? (
              <text x={x(entries.length - 1)} y={BOX.height - 6} textAnchor="end">
                {shortDate().format(new Date(last.createdAt))}
              </text>
            ) : null}
          </g>
        ) : null}
        {TREND_SERIES.map(({ key, label }) => {
          const style = SERIES_STYLE[key];
          const points = entries.map((entry, index) => `${x(index)},${y(entry[key])}`).join(' ');
          return (
            <g key={key} className={style.colour} data-series={key}>
              {entries.length > 1 ? (
                <polyline
                  points={points}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={2}
                  strokeDasharray={style.dash}
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              ) : null}
              <g fill="currentColor">
                {entries.map((entry, index) => (
                  <g key={entry.id}>
                    <title>{`${label} ${entry[key]} · ${shortDate().format(new Date(entry.createdAt))}`}</title>
                    <Marker shape={style.marker} x={x(index)} y={y(entry[key])} />
                  </g>
                ))}
              </g>
            </g>
          );
        })}
      </svg>
      <ul aria-hidden className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        {TREND_SERIES.map(({ key, label }) => (
          <li key={key} className="flex items-center gap-1.5">
            <LegendSwatch series={key} />
            {label}
          </li>
        ))}
      </ul>
      <figcaption id={summaryId} className="text-sm text-muted-foreground">
        {trendSummary(entries)}
      </figcaption>
    </figure>
  );
}
