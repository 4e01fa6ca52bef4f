export interface DayCounts {
  /** The day's first instant (UTC), ISO 8601. */
  day: string;
  /** Detections per pattern id that day. */
  counts: Record<string, number>;
}

/** Distinct hues that keep 3:1 contrast against white, one per pattern in catalogue order. */
const COLORS = [
  '#1d4ed8',
  '#b91c1c',
  '#047857',
  '#a16207',
  '#7c3aed',
  '#be185d',
  '#0e7490',
  '#4b5563',
];

const WIDTH = 720;
const HEIGHT = 220;
const PAD = { top: 12, right: 8, bottom: 28, left: 32 };

/**
 * Detections per pattern per day as stacked bars, drawn by hand in SVG (a chart library would
 * cost more than the rest of the console). The same figures follow as a table for screen readers.
 */
export function DetectionsChart({ days, patterns }: { days: DayCounts[]; patterns: string[] }) {
  const totals = days.map((day) => patterns.reduce((sum, id) => sum + (day.counts[id] ?? 0), 0));
  const max = Math.max(1, ...totals);
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / Math.max(1, days.length);
  const barWidth = Math.max(4, slot * 0.7);
  const y = (value: number) => PAD.top + plotHeight - (value / max) * plotHeight;
  const label = (iso: string) => iso.slice(5, 10);

  return (
    <figure className="chart-figure">
      <svg
        className="chart"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`Detections per pattern per day over the last ${days.length} days; ${totals.reduce((a, b) => a + b, 0)} in all`}
      >
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} stroke="#8a93a3" />
        <text x={PAD.left - 6} y={y(max) + 4} textAnchor="end" fontSize="11" fill="#5a6272">
          {max}
        </text>
        <text x={PAD.left - 6} y={y(0) + 4} textAnchor="end" fontSize="11" fill="#5a6272">
          0
        </text>
        {days.map((day, index) => {
          const x = PAD.left + index * slot + (slot - barWidth) / 2;
          let base = 0;
          return (
            <g key={day.day}>
              {patterns.map((id, patternIndex) => {
                const count = day.counts[id] ?? 0;
                if (count === 0) return null;
                const top = y(base + count);
                const height = y(base) - top;
                base += count;
                return (
                  <rect
                    key={id}
                    x={x}
                    y={top}
                    width={barWidth}
                    height={height}
                    fill={COLORS[patternIndex % COLORS.length]}
                  >
                    <title>{`${id}: ${count} on ${day.day.slice(0, 10)}`}</title>
                  </rect>
                );
              })}
              {(index % 2 === 0 || days.length <= 7) && (
                <text
                  x={x + barWidth / 2}
                  y={HEIGHT - 8}
                  textAnchor="middle"
                  fontSize="11"
                  fill="#5a6272"
                >
                  {label(day.day)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption>
        <ul className="legend">
          {patterns.map((id, index) => (
            <li key={id}>
              <span style={{ background: COLORS[index % COLORS.length] }} aria-hidden="true" />
              {id}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
