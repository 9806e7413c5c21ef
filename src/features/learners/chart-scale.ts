// The results charts' geometry (pure, unit-tested): a round top for the value axis and the bars' rectangles.

/** A round step for about four gridlines above `max` (1, 2, 2.5, 5 × 10ⁿ; whole numbers). */
export function niceStep(max: number, lines = 4): number {
  if (!(max > 0)) return 25;
  const raw = max / lines;
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const factor of [1, 2, 2.5, 5, 10]) {
    const step = factor * power;
    if (step >= raw && Number.isInteger(step)) return step;
  }
  return Math.max(1, Math.ceil(raw));
}

export interface Scale {
  /** The axis' top value (a whole number of steps, at least the largest value). */
  top: number;
  /** Gridline values from 0 to top. */
  ticks: number[];
}

export function valueScale(values: readonly number[], lines = 4): Scale {
  const max = Math.max(0, ...values);
  const step = niceStep(max, lines);
  const top = Math.max(step, Math.ceil(max / step) * step);
  const ticks: number[] = [];
  for (let value = 0; value <= top; value += step) ticks.push(value);
  return { top, ticks };
}

export interface PlotArea {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
  /** The slot's centre, for its label. */
  center: number;
}

/** One bar per value in equal slots; a non-zero value is at least 2 units tall so it stays visible. */
export function barLayout(values: readonly number[], area: PlotArea, top: number, gap = 0.32): Bar[] {
  const slot = area.width / Math.max(1, values.length);
  const width = slot * (1 - gap);
  return values.map((value, index) => {
    const ratio = top > 0 ? Math.min(1, value / top) : 0;
    const height = value > 0 ? Math.max(2, ratio * area.height) : 0;
    const x = area.left + index * slot + (slot - width) / 2;
    return {
      x: round(x),
      y: round(area.top + area.height - height),
      width: round(width),
      height: round(height),
      center: round(area.left + index * slot + slot / 2),
    };
  });
}

/** Y coordinate of a value on the axis. */
export function valueY(value: number, area: PlotArea, top: number): number {
  return round(area.top + area.height - (top > 0 ? (value / top) * area.height : 0));
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
