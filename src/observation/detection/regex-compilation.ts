/**
 * V8 compiles every regular expression to native code the first time it runs, instead of first
 * running it in its regexp interpreter and recompiling it ("tiering it up") on a later call.
 *
 * Why: for some of the catalogue's regexes, the native code V8 builds when it tiers a regex up is
 * several times slower than the code it builds when it compiles the same regex at once (up to
 * 25 times for the largest alternation, over the same 2 KB text). V8 tiers a regex up when its
 * first calls run on subjects under 1,000 characters, as the scanner's windows do, and compiles
 * it at once when a first call runs on a longer subject. So the detector's speed came to depend
 * on which texts a process had read first: after a few thousand short reports, a 1 MB log took
 * twice as long and the anchor-storm input almost three times as long as in a fresh process.
 * With this flag every regex gets the fast code whatever runs first. It costs the interpreter's
 * cheaper first compile of regexes that run once, which the detector does not have. Checked on
 * Node 20, 22 and 24; `npm run bench:detector` shows the figures (docs/patterns.md).
 *
 * V8 reads the flag each time it compiles a regex, so setting it while the detector's modules load
 * takes effect before any of their regexes first runs. It applies to the whole process, which is
 * the service's own.
 */
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--no-regexp-tier-up');
