/** Evidence tokens: proof of execution near a claim, which dampens the rules that ask for it. */
import { phrase, r } from '../catalogue/phrases';

/** Test counts as runners print them. */
const COUNTS = [
  r`\b\d{1,6} (?:(?:unit |integration |e2e )?(?:tests?|specs?|checks?|examples?|suites?) )?(?:passed|passing|failed|failing|skipped|errors?|failures?)\b`,
  r`\b(?:tests?|specs?|suites?):[ \t]{0,4}\d{1,6}\b`,
];

/** Exit codes and HTTP statuses, for the given exit code and status class patterns. */
function codes(exit: string, statusClass: string): string[] {
  return [
    String.raw`\bexit(?:ed)?(?: with)? (?:code|status)(?: was| of)?[ :=]{0,3}${exit}\b`,
    String.raw`\bHTTP(?:/\d(?:\.\d)?)?[ :]{1,3}${statusClass}\d\d\b`,
    String.raw`\bstatus(?: code)?[ :=]{1,3}${statusClass}\d\d\b`,
    String.raw`\b(?:returned|got|received|responded with) (?:an? )?(?:HTTP )?${statusClass}\d\d\b`,
  ];
}

/** Counts, exit codes and HTTP statuses as runners and clients print them. */
const COUNTS_AND_CODES = [...COUNTS, ...codes('-?\\d{1,3}', '[1-5]')];

/** The same for a run that went well: exit code 0, a 2xx or 3xx status, a count of passes. */
const SUCCESS_COUNTS_AND_CODES = [
  ...COUNTS,
  ...codes('0', '[23]'),
  r`\b\d{1,6} (?:unit |integration |e2e )?(?:tests?|specs?|checks?) pass\b`,
];

/**
 * Counts of passes as agents write them beside a claim: "6 test cases pass", "all tests pass
 * (312)", "Tests passed: 287", "10/10 `test_retry_backoff`".
 */
const PASS_COUNTS = [
  r`\b\d{1,6} (?:(?:unit |integration |e2e |end-to-end )?(?:test cases|cases|scenarios|assertions)) (?:passed|passing|succeeded)\b`,
  r`\b(?:pass|passes|passed|passing|green)\*{0,2}\s{0,2}\((?:\d{1,6}\s?/\s?)?\d{1,6}(?: (?:tests?|specs?|checks?|cases))?\)`,
  r`\b(?:tests? )?(?:passed|passing|succeeded)\*{0,2}\s{0,2}:\*{0,2}\s{0,2}\d{1,6}\b`,
  r`\b\d{1,5}\s?/\s?\d{1,5} \u0060[\w.:/\[\]-]{2,80}\u0060`,
];

/** A success status as HTTP clients print it: "(200 OK)", "201 Created". */
const STATUS_WORDS = r`\b(?:200 OK|201 Created|202 Accepted|204 No Content|301 Moved Permanently|302 Found|304 Not Modified)\b`;

/**
 * How a check was made, named: verified by running something, against a live or staging
 * system, on real hardware or a device.
 */
const VERIFIED_HOW = r`\b(?:verified|confirmed|tested|checked|validated|reproduced|re-?tested)(?: it| this| that| the (?:fix|change|behaviou?r))? (?:again |locally |manually |end-to-end |live )?(?:by (?:running|executing|calling|invoking|replaying|re-?running|hitting|sending|driving|loading)|against (?:the |a )?(?:live|real|running|deployed|staging|production|local) (?:[\w-]{1,20} )?(?:server|service|api|endpoint|database|instance|site|app|cluster|environment|build|data)|on (?:the |a |two |several )?(?:same |real |physical |actual |target |staging )?(?:device|devices|hardware|simulator|emulator|phone|board|vehicle|drone|staging server|staging environment))\b`;

/** A test file named with its result beside it: "`auth.spec.ts` — 14 passing", "`test_api.py` ✅". */
const TEST_FILE_RESULT = r`\u0060[^\u0060\n]{0,80}(?:_test\.\w{1,4}|\.(?:spec|test)\.\w{2,4}|test_\w{1,60}\.py)\u0060[^\n]{0,40}(?:\b\d{1,5}\s?(?:passed|passing|tests?)\b|\bpass(?:ed|es|ing)?\b|\bok\b|\u2705|\u2713|\u2714)`;

/** Test and network commands. */
const COMMANDS = [
  r`\b(?:npm|yarn|pnpm|bun) (?:run )?test\b`,
  r`\b(?:npx (?:jest|vitest|playwright|mocha)|pytest|jest|vitest|mocha|phpunit|rspec|curl|wget|traceroute|nslookup|psql|telnet)\b`,
  r`\b(?:go|cargo|mvn|gradle|dotnet|make|mix) test\b`,
];

/** Proof that something ran: counts, exit codes, HTTP statuses, test and network commands. */
const RUN_PROOF = [...COUNTS_AND_CODES, ...COMMANDS];

/**
 * A command shown as run, not as an instruction ("Run `npm test` to check"): after "ran" or a
 * shell prompt, or followed by what it printed.
 */
const RAN_COMMAND = [
  String.raw`(?:\b(?:ran|re-?ran|executed|running|output of|results? of|invoked)[ :]{1,3}|\$ )[\u0060"']?(?:${COMMANDS.join('|')})`,
  String.raw`(?:${COMMANDS.join('|')})[^\n]{0,40}(?:->|\u2192|=>) ?(?:\d|ok\b|pass|green|success|all )`,
];

/** A pass ratio as test reporters and status tables print it: "17/17 passed", "tests: 412/412". */
const PASS_RATIO = r`\b\d{1,6} ?/ ?\d{1,6} ?(?:passed|passing|tests|specs|checks|ok|green|succeeded|[|\u2705\u2713\u2714])|\b(?:passed|tests|specs|checks)[: ]{1,3}\d{1,6} ?/ ?\d{1,6}\b`;

/**
 * Where the proof is, pointed at: a CI run by number or link, attached or pasted output, a
 * coverage figure, a runner's timing.
 */
const POINTED_PROOF = [
  r`\b(?:CI|build|pipeline|workflow|job|run) (?:run )?#\d{1,7}\b`,
  r`\b(?:actions/runs|/builds?|/pipelines?|/jobs?)/\d{1,12}\b`,
  r`\b(?:screenshots?|logs?|output|results?|recording|report) (?:is |are )?(?:attached|below|above|in the (?:PR|ticket|thread|comments?))\b`,
  r`\bcoverage[: ]{1,3}\d{1,3}(?:\.\d{1,2})? ?%`,
  r`\b(?:passed|finished|completed|done) in \d{1,5}(?:\.\d{1,3})? ?(?:ms|s|sec|seconds|m|min)\b`,
];

/** A fenced block that opens on output: a prompt, a runner's report line, a count, a tick. */
const OUTPUT_BLOCK =
  '```[a-z]{0,10}\\n(?:\\$ |> |PASS\\b|FAIL\\b|ok\\b|Tests?:|Ran \\d|test |running|collected|=====|\\d|\u2713|\u2714|\\[)';

/** Error output: proof that something ran and failed. */
const FAILURE_OUTPUT = [
  r`\b\w{2,30}(?:Error|Exception)\b`,
  r`\b(?:ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EADDRINUSE|EACCES|EPERM|ENOENT|ENOSPC)\b`,
  r`\b(?:permission denied|traceback|stack trace|exit status \d{1,3})\b`,
  r`\b[45]\d\d (?:Forbidden|Not Found|Unauthorized|Service Unavailable|Bad Gateway|Gateway Timeout|Too Many Requests)\b`,
];

const EVIDENCE_PHRASES = [...RUN_PROOF, ...FAILURE_OUTPUT];

/**
 * Proof of execution: a test count, an exit code, an HTTP status, a test or network command,
 * a fenced output block.
 */
export const EVIDENCE_TOKENS: readonly RegExp[] = [
  phrase(EVIDENCE_PHRASES.join('|')),
  phrase('```'),
];

/**
 * Proof of execution for claims about facts: the same commands and counts, but not a fenced
 * block, because research agents fence the code they are about to run, not output they got.
 */
export const COMMAND_EVIDENCE: readonly RegExp[] = [phrase(EVIDENCE_PHRASES.join('|'))];

/**
 * Proof that a check passed, for claims of completion: a run's counts and codes, a command shown
 * as run, a CI run or attached output pointed at, or an output block; not error output (a failure near "all tests pass" does not support
 * it), not a command given as an instruction, and not a fenced block of code (what a tool-using
 * agent is about to run is no proof).
 */
export const SUCCESS_EVIDENCE: readonly RegExp[] = [
  phrase(
    [
      ...SUCCESS_COUNTS_AND_CODES,
      PASS_RATIO,
      ...PASS_COUNTS,
      STATUS_WORDS,
      VERIFIED_HOW,
      TEST_FILE_RESULT,
      ...RAN_COMMAND,
      ...POINTED_PROOF,
    ].join('|'),
  ),
  phrase(OUTPUT_BLOCK),
];
