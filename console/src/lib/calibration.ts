/**
 * The calibration figures behind the default thresholds, read from the section `npm run
 * calibrate` writes into docs/patterns.md (between its calibration markers). Loaded on demand
 * by the policy page only, so the first load does not carry the document.
 */
export interface Calibration {
  /** What each cell holds, as the document says. */
  legend: string;
  /** The table's column names. */
  columns: string[];
  /** Per pattern id, its row's cells (same order as `columns`). */
  rows: Record<string, string[]>;
  /** Per pattern id, the document's sentence on why the default is what it is. */
  notes: Record<string, string>;
}

const BEGIN = '<!-- calibration:begin';
const END = '<!-- calibration:end';

function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim().replace(/`/g, ''));
}

export function parseCalibration(markdown: string): Calibration | null {
  const begin = markdown.indexOf(BEGIN);
  const end = markdown.indexOf(END);
  if (begin < 0 || end < begin) return null;
  const lines = markdown.slice(markdown.indexOf('\n', begin) + 1, end).split('\n');
  const table = lines.filter((line) => line.trim().startsWith('|'));
  if (table.length < 3) return null;
  const columns = cells(table[0]);
  const rows: Record<string, string[]> = {};
  for (const line of table.slice(2)) {
    const row = cells(line);
    rows[row[0]] = row;
  }
  const notes: Record<string, string> = {};
  for (const line of lines) {
    const note = /^- (BP-\d{3}): (.+)$/.exec(line.trim());
    if (note) notes[note[1]] = note[2];
  }
  const firstTable = lines.findIndex((line) => line.trim().startsWith('|'));
  const legend = lines.slice(0, firstTable).join(' ').replace(/\s+/g, ' ').replace(/`/g, '').trim();
  return { legend, columns, rows, notes };
}

export async function loadCalibration(): Promise<Calibration | null> {
  const { default: markdown } = await import('../../../docs/patterns.md?raw');
  return parseCalibration(markdown);
}
