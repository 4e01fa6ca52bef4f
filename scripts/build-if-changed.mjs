// `npm start`'s build step: runs `npm run build` only when its inputs changed since the last build
// this script ran. The stamp (dist/.build-stamp) is a hash over every input file's path and bytes
// plus the Node version; it is written only after a build succeeded, and `nest build` empties
// dist/ first, so a failed or partial build never leaves a stamp behind. Plain JavaScript: it runs
// before anything is compiled. It builds what starting needs (the service and the console) and
// skips the console API client's drift check, which boots the whole application once more only
// to compare a file; `npm run build` (CI) always builds and runs that check.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const STAMP = join(ROOT, 'dist', '.build-stamp');
/** What `npm run build` reads: the service, the scripts, the console and the toolchain's config. */
const INPUTS = [
  'src',
  'scripts',
  'console',
  'ormconfig.ts',
  'package.json',
  'package-lock.json',
  'nest-cli.json',
  'tsconfig.json',
  'tsconfig.build.json',
];
/** What it writes: present, or the build runs whatever the stamp says. */
const OUTPUTS = ['dist/src/main.js', 'dist/console/index.html'];

/** Every file under the inputs (a missing one is skipped), as sorted repository paths. */
function inputFiles() {
  return INPUTS.flatMap((input) => {
    const full = join(ROOT, input);
    if (!existsSync(full)) return [];
    if (!statSync(full).isDirectory()) return [input];
    return readdirSync(full, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
  }).sort();
}

function inputsHash() {
  const hash = createHash('sha256').update(process.version);
  for (const path of inputFiles()) {
    hash.update(`${path}\0`).update(readFileSync(join(ROOT, path))).update('\0');
  }
  return hash.digest('hex');
}

const started = Date.now();
const hash = inputsHash();
const built =
  existsSync(STAMP) &&
  readFileSync(STAMP, 'utf8').trim() === hash &&
  OUTPUTS.every((output) => existsSync(join(ROOT, output)));
if (built) {
  console.log(`build is up to date (inputs unchanged, checked in ${Date.now() - started} ms)`);
} else {
  for (const [command, args] of [
    ['npx', ['nest', 'build']],
    ['npm', ['run', '-s', 'console:build']],
  ]) {
    const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  writeFileSync(STAMP, `${hash}\n`);
}
