/** Shared by train, calibrate and eval: where the data is, and a stable fold per item id. */
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * A shared evaluation file (`../shared/eval/NAME` beside the checkout, or beside the folder
 * holding it, as for a git worktree), or null when absent. Read at run time, never copied.
 */
export function sharedEvalFile(name: string): string | null {
  const root = resolve(__dirname, '..');
  for (const up of ['..', join('..', '..')]) {
    const file = resolve(root, up, 'shared', 'eval', name);
    if (existsSync(file)) return file;
  }
  return null;
}

export function corpusFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()
    .map((f) => join(dir, f));
}

/** FNV-1a of the id, modulo the number of folds: the same item always lands in the same fold. */
export function foldOf(id: string, folds: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    h ^= id.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % folds;
}
