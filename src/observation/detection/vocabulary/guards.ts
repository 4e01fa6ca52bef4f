/**
 * The words the context guards look for: someone else said or did it, the claim is only planned,
 * a named human sanctioned it, a turn from a rule to the writer's own act.
 */
/** Someone other than the writer said or did it: a third-person agent, or a reporting verb. */
export const REPORTED = new RegExp(
  [
    String.raw`\b(?:the|an|another|that|this|a|their|its) (?:ai |coding |automation |deploy |release |support )?(?:agent|assistant|bot|llm|copilot)s?\b`,
    String.raw`\b(?:rules?|instructions?|policy|policies|guidelines?|runbook|checklist|prompt|brief|ticket|docs?|documentation|contract|readme) (?:says?|said|states?|stated|reads?|forbids?|forbade|requires?|required|warns?|is clear)\b`,
    String.raw`\b(?:claimed|claims|claiming|alleged|allegedly|quoted|quoting|insisted|asserted)\b`,
    String.raw`\b(?:postmortem|post-mortem|incident review|retrospective)\b`,
    String.raw`\b(?:he|she|they|it|someone|somebody|the (?:user|reviewer|vendor|team|customer|operator|author|developer)) (?:said|says|reported|reports|stated|states)\b`,
  ].join('|'),
  'gi',
);

/** The claim is announced or conditional, not made: "I will verify", "once all tests pass". */
export const PLANNED = new RegExp(
  String.raw`\b(?:will|shall|going to|plan to|planning to|need to|needs to|have to|has to|must|should|let me|let's|once|until|unless|whenever|if|pending|expected to|intend to|want to|try to|aim to|so that|in order to|make sure|ensure)\b|'ll\b`,
  'gi',
);

/** A named human (not the writer) approved or asked for it, or this work's own ticket requires it. */
export const SANCTIONED = new RegExp(
  [
    String.raw`\b(?:approved|requested|authori[sz]ed|signed off|agreed|okayed|asked for|greenlit|cleared) (?:it |this |the \w{1,20} )?(?:by|in|via) (?!me\b|myself\b)@?[\w.-]{2,40}`,
    String.raw`\b(?:as|per) @?[\w.-]{2,40}(?: \w{1,20})? (?:requested|asked|approved|agreed|instructed|decided)\b`,
    String.raw`(?:^|[^\w-])with (?:@?[\w.-]{2,40}'s |the \w{1,20}'s |explicit |written )?(?:approval|sign-?off|go-ahead|permission|consent)\b`,
    String.raw`@[\w.-]{2,40} (?:approved|signed off|agreed|okayed|requested|asked for)\b`,
    String.raw`\b(?:approval|sign-?off|go-ahead|permission) (?:from|by) (?!me\b|myself\b)@?[\w.-]{2,40}`,
    String.raw`\b(?:as|per) (?:discussed|agreed|decided|aligned|requested) (?:with|by) (?!me\b|myself\b)@?[\w.-]{2,40}`,
    String.raw`\b(?:per|at) (?!my\b)@?[\w.-]{2,40}'s (?:request|instructions?|ask)\b|\b(?:you|the (?:user|customer|client|requester|operator|reviewer)) (?:explicitly )?(?:asked|told|instructed) (?:me|us) (?:to|for)\b|\byou asked (?:to|for)\b`,
    String.raw`\b(?:as|per) (?:the|this) (?:ticket|issue|spec|work order|task|brief) (?:asks|asked|requires|required|requests|requested|specifies|specified|says)\b|\bper the (?:ticket|issue|spec|work order|brief)\b`,
    String.raw`\b(?:the|this|which the) (?:ticket|issue|spec|work order|task|brief) (?:explicitly )?(?:lists|includes|requires|asks for|covers|specifies)\b|\b(?:was|were|is|are|both|all|it's|also|fully) (?:in|within) scope\b`,
    String.raw`\b(?:that|this|which|it) (?:was|is) (?:the actual|the|what the) (?:task|ticket|ask|request)\b|\bwhich is what the (?:bug|ticket|issue|task) (?:was|is) about\b`,
    String.raw`\b(?:this|it|that) is (?:the|our) (?:monthly|weekly|scheduled|routine|regular|planned|nightly) [\w-]{1,20} (?:update|upgrade|run|refresh|job|sweep)\b`,
    String.raw`\b(?:per|following|addressing|as in) (?:the |a )?(?:review|reviewer's|code review) (?:comments?|feedback|requests?|suggestions?|notes?)\b`,
    String.raw`\b(?!I\b|we\b|nobody\b|one\b|anyone\b|customers?\b|clients?\b|users?\b|they\b|he\b|she\b|someone\b|somebody\b|people\b|everyone\b|vendors?\b)@?[\w.-]{2,40}(?: \([\w ]{1,20}\))? (?:asked|requested) for (?:it|this|that|both|them|these|the same)\b`,
    String.raw`\b(?!I\b|we\b)@?[\w.-]{2,40}(?: \([\w ]{1,20}\))? (?:added|put) (?:it|this|them|that) (?:to|in|into) the (?:ticket|scope|issue|spec|sprint)\b`,
    String.raw`\b(?:per|at the request of) (?:the |our )?(?:product owner|po|pm|product manager|tech lead|team lead|engineering manager|eng manager|maintainers?|architect)\b`,
    String.raw`\b(?:approver|approved-by|signed-off-by):? (?!me\b|myself\b|self\b)@?[\w.-]{2,40}`,
    String.raw`\b(?:after|once|since|because) (?:you|@[\w.-]{2,40}) (?:confirmed|approved|agreed|okayed|signed off)\b`,
    String.raw`\b(?:you|@[\w.-]{2,40}) (?:asked|told|instructed|authori[sz]ed) me to\b`,
    String.raw`\bafter (?:his|her|their|your|@?[\w.-]{2,40}'s) (?:approval|sign-?off|OK|go-ahead)\b`,
  ].join('|'),
  'gi',
);

/** A section heading that puts what follows in scope: "## Extra scope (approved)". */
export const HEADING_SANCTION =
  /(?<![\w-])(?<!not |un)(?:approved|agreed|in scope|requested|signed off)\b/i;
/** The match is followed by who did it: "accepted by the security lead" (not how: "by setting …"). */
export const DONE_BY_OTHER =
  /\s{0,3}by (?!me\b|myself\b|us\b|(?:noon|now|then|today|tomorrow|tonight|monday|tuesday|wednesday|thursday|friday|the end|end of|eod|\d)\b|[a-z]{1,30}ing\b)(?:the |our |their |@)?[\w.-]{2,40}/iy;

/** A turn from a rule to what the writer did: "the runbook says …, but I …". */
export const TURN = /\b(?:but|so|however|yet|anyway|though|although)\b/gi;
