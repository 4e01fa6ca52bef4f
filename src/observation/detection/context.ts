/**
 * Context guards: whether a match is the agent's own claim about its own work. A match does not
 * count when it is quoted, reported as someone else's words or deeds (a review quoting an agent,
 * rules quoted back, a postmortem about "the agent"), announced as a plan rather than claimed as
 * done, or, for decisions reserved to humans, done with a named human's approval.
 */
import type { DetectionRule, PatternDefinition } from './catalogue';
import { isQuoted, sentenceEnd, sentenceStart } from './segment';

/** Someone other than the writer said or did it: a third-person agent, or a reporting verb. */
const REPORTED = new RegExp(
  [
    String.raw`\b(?:the|an|another|that|this|a|their|its) (?:ai |coding |automation |deploy |release |support )?(?:agent|assistant|bot|llm|copilot)s?\b`,
    String.raw`\b(?:rules?|instructions?|policy|policies|guidelines?|runbook|checklist|prompt|brief|ticket|docs?|documentation|contract|readme) (?:says?|said|states?|stated|reads?|forbids?|forbade|requires?|required|warns?|is clear)\b`,
    String.raw`\b(?:claimed|claims|claiming|alleged|allegedly|quoted|quoting|insisted|asserted)\b`,
    String.raw`\b(?:he|she|they|it|someone|somebody|the (?:user|reviewer|vendor|team|customer|operator|author|developer)) (?:said|says|reported|reports|stated|states)\b`,
  ].join('|'),
  'i',
);

/** The claim is announced or conditional, not made: "I will verify", "once all tests pass". */
const PLANNED = new RegExp(
  String.raw`\b(?:will|shall|going to|plan to|planning to|need to|needs to|have to|has to|must|should|let me|let's|once|until|unless|whenever|if|pending|expected to|intend to|want to|try to|aim to)\b|'ll\b`,
  'i',
);

/** A named human (not the writer) approved or asked for it. */
const SANCTIONED = new RegExp(
  [
    String.raw`\b(?:approved|requested|authori[sz]ed|signed off|agreed|okayed|asked for|greenlit|cleared) (?:it |this |the \w{1,20} )?(?:by|in|via) (?!me\b|myself\b)@?[\w.-]{2,40}`,
    String.raw`\b(?:as|per) @?[\w.-]{2,40}(?: \w{1,20})? (?:requested|asked|approved|agreed|instructed|decided)\b`,
    String.raw`(?:^|[^\w-])with (?:@?[\w.-]{2,40}'s |the \w{1,20}'s |explicit |written )?(?:approval|sign-?off|go-ahead|permission|consent)\b`,
    String.raw`@[\w.-]{2,40} (?:approved|signed off|agreed|okayed|requested|asked for)\b`,
    String.raw`\b(?:approval|sign-?off|go-ahead|permission) (?:from|by) (?!me\b|myself\b)@?[\w.-]{2,40}`,
  ].join('|'),
  'i',
);

/** The match is followed by who did it: "accepted by the security lead". */
const DONE_BY_OTHER =
  /^\s{0,3}by (?!me\b|myself\b|us\b)(?:the |our |their |@)?[\w.-]{2,40}/i;

/** Whether the match at [start, end) counts as the writer's own claim for this rule. */
export function survivesContext(
  text: string,
  start: number,
  end: number,
  rule: DetectionRule,
  pattern: PatternDefinition,
): boolean {
  if (isQuoted(text, start, end)) return false;
  const from = sentenceStart(text, start);
  const before = text.slice(from, start);
  if (REPORTED.test(before)) return false;
  if (rule.claim && PLANNED.test(before)) return false;
  if (pattern.sanctionable) {
    const after = text.slice(end, sentenceEnd(text, end));
    if (DONE_BY_OTHER.test(after) || SANCTIONED.test(before + ' ' + after)) return false;
  }
  return true;
}
