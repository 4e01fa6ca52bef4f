/** Evidence tokens: proof of execution near a claim, which dampens the rules that ask for it. */
import { phrase, r } from './phrases';

/** Proof that something ran: counts, exit codes, HTTP statuses, test and network commands. */
const RUN_PROOF = [
  r`\b\d{1,6} (?:(?:unit |integration |e2e )?(?:tests?|specs?|checks?|examples?|suites?) )?(?:passed|passing|failed|failing|skipped|errors?|failures?)\b`,
  r`\b(?:tests?|specs?|suites?):[ \t]{0,4}\d{1,6}\b`,
  r`\bexit(?:ed)?(?: with)? (?:code|status)(?: was| of)?[ :=]{0,3}-?\d{1,3}\b`,
  r`\bHTTP(?:/\d(?:\.\d)?)?[ :]{1,3}[1-5]\d\d\b`,
  r`\bstatus(?: code)?[ :=]{1,3}[1-5]\d\d\b`,
  r`\b(?:returned|got|received|responded with) (?:an? )?(?:HTTP )?[1-5]\d\d\b`,
  r`\b(?:npm|yarn|pnpm|bun) (?:run )?test\b`,
  r`\b(?:npx (?:jest|vitest|playwright|mocha)|pytest|jest|vitest|mocha|phpunit|rspec|curl|wget|traceroute|nslookup|psql|telnet)\b`,
  r`\b(?:go|cargo|mvn|gradle|dotnet|make|mix) test\b`,
];

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
 * Proof that a check passed, for claims of completion: a run's counts, codes and commands, or an
 * output block, but not error output (a failure near "all tests pass" does not support it) and
 * not a fenced Python block (the code a tool-using agent is about to run).
 */
export const SUCCESS_EVIDENCE: readonly RegExp[] = [phrase(RUN_PROOF.join('|')), phrase('```(?!py)')];
