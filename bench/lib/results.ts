/** bench/results.json: what `npm run bench` measured, where, and under what load. */
export interface BenchRow {
  scenario: string;
  reqPerSec?: number;
  p50Ms?: number;
  p99Ms?: number;
  maxMs?: number;
  errors?: number;
  ratio?: number;
  target: string;
  met?: boolean;
  note?: string;
}

export interface BenchMachine {
  cpu: string;
  cores: number;
  memoryGb: number;
  node: string;
  database: string;
  /** 1-minute load averages (os.loadavg) when the run started and when it ended. */
  loadAverage?: { start: number; end: number };
}

export interface BenchReport {
  date: string;
  machine: BenchMachine;
  durationSec: number;
  /** Seconds of load on the same connections before each measured window (absent: none). */
  warmUpSec?: number;
  connections: number;
  rows: BenchRow[];
}

const COLUMNS: [string, (row: BenchRow) => number | string | boolean | undefined][] = [
  ['scenario', (r) => r.scenario],
  ['req/s', (r) => r.reqPerSec],
  ['p50 ms', (r) => r.p50Ms],
  ['p99 ms', (r) => r.p99Ms],
  ['max ms', (r) => r.maxMs],
  ['errors', (r) => r.errors],
  ['ratio', (r) => r.ratio],
  ['target', (r) => r.target],
  ['met', (r) => r.met],
  ['note', (r) => r.note],
];

/** The rows as an aligned Markdown table (also what `npm run bench` prints). */
export function formatTable(rows: readonly BenchRow[]): string {
  const cell = (v: number | string | boolean | undefined) =>
    v === undefined ? '' : typeof v === 'boolean' ? (v ? 'yes' : 'NO') : String(v);
  const header = COLUMNS.map(([name]) => name);
  const body = rows.map((row) => COLUMNS.map(([, get]) => cell(get(row))));
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

/** Where and how the figures were measured: one line that goes with every table of them. */
export function describeRun(report: BenchReport): string {
  const { machine } = report;
  const load = machine.loadAverage
    ? `load average ${machine.loadAverage.start.toFixed(1)} at the start and ` +
      `${machine.loadAverage.end.toFixed(1)} at the end`
    : 'load not recorded';
  return (
    `${report.date.slice(0, 10)}: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB, ` +
    `Node ${machine.node.replace(/^v/, '')}, ${machine.database}; ${load} (the machine is shared; ` +
    `the load generator and receivers run on the same cores); autocannon ${report.connections} ` +
    `connections, ${report.durationSec} s per scenario` +
    (report.warmUpSec ? ` after ${report.warmUpSec} s of warm-up on the same connections.` : '.')
  );
}
