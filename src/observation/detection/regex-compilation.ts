/**
 * V8 compiles every regular expression to native code the first time it runs, instead of first
 * running it in its regexp interpreter and compiling it ("tiering it up") on a later call.
 *
 * Why: V8 interprets a new regex unless its first call reads at least 1,000 characters, and is
 * meant to compile it once it has run. In the detector many regexes stayed in the interpreter for
 * good: after `npm run bench:detector`'s 2 KB cases and its 1 MB log, 77 of the catalogue's
 * regexes, which the scanner runs on windows of the text, still had only bytecode at the end
 * (V8's `%RegexpHasBytecode`), though the bench runs each text thousands of times. Interpreted, a
 * rule runs several times slower (25 times for the largest alternation over a 2 KB text). So the
 * detector's speed came to depend on which texts a process had read first: after a few thousand
 * short reports a 1 MB log took twice as long, and the anchor-storm input almost three times as
 * long, as in a fresh process. With this flag none is interpreted, whatever runs first. It gives
 * up the interpreter's cheaper first compile of regexes that run once or twice: V8's code spaces
 * hold about 4 MB more after the bench's inputs, and a fresh process's first 20 KB text takes
 * less time, not more (nothing is compiled twice). Checked on Node 20, 22 and 24; the figures are
 * in docs/patterns.md (_Regexes compiled at once_).
 *
 * V8 reads the flag each time it compiles a regex, and it compiles a regex when it first runs,
 * so setting the flag while the detector's modules load is early enough. It applies to the whole
 * process, which is the service's own.
 */
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--no-regexp-tier-up');
