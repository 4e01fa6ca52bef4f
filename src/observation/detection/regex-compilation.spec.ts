import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * In a separate Node process (V8's flags belong to the process): whether a new regex, run once
 * on a short subject, runs in V8's regexp interpreter (has bytecode), before and after the module
 * is loaded. V8's own `%RegexpHasBytecode` tells, with `--allow-natives-syntax`.
 */
function interpretedAfterOneShortRun(): { before: boolean; after: boolean } {
  const module = join(__dirname, 'regex-compilation.ts');
  const script = `
    let n = 0;
    const probe = () => {
      const re = new RegExp('\\\\bprobe' + n++ + '\\\\b', 'i');
      re.exec('a short subject');
      return %RegexpHasBytecode(re, true);
    };
    const before = probe();
    require(${JSON.stringify(module)});
    console.log(JSON.stringify({ before, after: probe() }));
  `;
  const out = execFileSync(
    process.execPath,
    ['--allow-natives-syntax', '-r', 'ts-node/register/transpile-only', '-e', script],
    { encoding: 'utf8' },
  );
  return JSON.parse(out) as { before: boolean; after: boolean };
}

describe('regex compilation', () => {
  // If `before` turns false on a newer Node, V8 no longer starts regexes in its interpreter and
  // regex-compilation.ts has nothing left to do.
  it('makes V8 compile a regex to native code on its first run instead of interpreting it', () => {
    expect(interpretedAfterOneShortRun()).toEqual({ before: true, after: false });
  });
});
