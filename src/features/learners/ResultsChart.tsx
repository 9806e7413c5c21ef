import { css } from 'styled-system/css';
import { barLayout, type PlotArea, valueScale, valueY } from './chart-scale.ts';

export interface ChartBar {
  key: string;
  /** Under the bar (short: "lun", "Jan"). */
  label: string;
  value: number;
  /** Drawn in the highlight colour (today, the current month). */
  current?: boolean;
}

const WIDTH = 480;
const HEIGHT = 260;
const AREA: PlotArea = { left: 54, top: 30, width: WIDTH - 54 - 8, height: HEIGHT - 30 - 40 };

/**
 * A bar chart drawn on the server as SVG: one bar per day or month with its value above it, gridlines on round
 * numbers. role="img" with a title and a description a screen reader reads in one go; the numbers themselves are
 * also in a table next to it (ResultsPage).
 */
export function ResultsChart({
  bars,
  title,
  description,
  formatValue,
  idPrefix,
}: {
  bars: ChartBar[];
  title: string;
  description: string;
  formatValue: (value: number) => string;
  idPrefix: string;
}) {
  const scale = valueScale(bars.map((bar) => bar.value));
  const layout = barLayout(
    bars.map((bar) => bar.value),
    AREA,
    scale.top,
  );
  const titleId = `${idPrefix}-title`;
  const descId = `${idPrefix}-desc`;
  const compact = bars.length > 7;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      className={chart}
      data-testid="results-chart"
      data-top={scale.top}
    >
      <title id={titleId}>{title}</title>
      <desc id={descId}>{description}</desc>
      <g>
        {scale.ticks.map((tick) => {
          const y = valueY(tick, AREA, scale.top);
          return (
            <g key={tick}>
              <line
                x1={AREA.left}
                x2={AREA.left + AREA.width}
                y1={y}
                y2={y}
                className={tick === 0 ? axis : grid}
              />
              <text x={AREA.left - 8} y={y + 4} textAnchor="end" className={tickText}>
                {formatValue(tick)}
              </text>
            </g>
          );
        })}
        {bars.map((bar, index) => {
          const rect = layout[index]!;
          return (
            <g key={bar.key} data-testid="chart-bar" data-key={bar.key} data-value={bar.value}>
              {rect.height > 0 && (
                <rect
                  x={rect.x}
                  y={rect.y}
                  width={rect.width}
                  height={rect.height}
                  rx={Math.min(8, rect.width / 4)}
                  className={bar.current ? barCurrent : barFill}
                />
              )}
              {bar.value > 0 && (
                <text
                  x={rect.center}
                  y={rect.y - 6}
                  textAnchor="middle"
                  className={compact ? valueTextSmall : valueText}
                >
                  {formatValue(bar.value)}
                </text>
              )}
              <text
                x={rect.center}
                y={AREA.top + AREA.height + 26}
                textAnchor="middle"
                className={compact ? labelTextSmall : labelText}
              >
                {bar.label}
              </text>
            </g>
          );
        })}
      </g>
    </svg>
  );
}

const chart = css({ display: 'block', w: '100%', maxW: '760px', mx: 'auto', h: 'auto', overflow: 'visible' });
const grid = css({ stroke: 'border', strokeWidth: '1', strokeDasharray: '3 5' });
const axis = css({ stroke: 'fg.muted', strokeWidth: '1.5' });
// Sizes are in the drawing's units, which a phone shrinks to about half: larger there, so text stays readable.
const tickText = css({
  fill: 'fg.muted',
  fontSize: { base: '15px', md: '10px' },
  fontVariantNumeric: 'tabular-nums',
});
const labelText = css({ fill: 'fg', fontSize: { base: '17px', md: '11px' }, fontWeight: '600' });
const labelTextSmall = css({ fill: 'fg', fontSize: { base: '13px', md: '10px' }, fontWeight: '600' });
const valueText = css({
  fill: 'fg',
  fontSize: { base: '16px', md: '11px' },
  fontWeight: '800',
  fontVariantNumeric: 'tabular-nums',
});
// Twelve values do not fit above the bars on a phone: the table under the chart has them.
const valueTextSmall = css({
  display: { base: 'none', md: 'inline' },
  fill: 'fg',
  fontSize: '8.5px',
  fontWeight: '700',
  fontVariantNumeric: 'tabular-nums',
});
// The month or day in progress stands out (darker in light mode, lighter in dark mode).
const barFill = css({ fill: { base: 'brand.400', _dark: 'brand.600' } });
const barCurrent = css({ fill: 'fg.brand' });
