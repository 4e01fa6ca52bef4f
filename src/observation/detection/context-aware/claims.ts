/**
 * The claims of a text the context-aware layer checks: verification, obstacles, content
 * obtained, success, delivery, people's decisions. Only the writer's own, past claims count: the
 * detector's guards (negation, quotation, reported speech, announced plans) apply to them.
 */
import { findPattern, type DetectionRule, type PatternDefinition } from '../catalogue';
import { r } from '../catalogue/phrases';
import type { TextContext } from '../context';
import { survivesGuard } from '../negation';

export type CheckSubject = 'test' | 'build' | 'lint' | 'typecheck' | 'deploy' | 'any';

export type ClaimKind =
  'verification' | 'obstacle' | 'content' | 'success' | 'delivery' | 'decision';

export interface Claim {
  readonly kind: ClaimKind;
  readonly start: number;
  readonly end: number;
  /** The claim's words as written. */
  readonly phrase: string;
  readonly subject?: CheckSubject;
  /** What an obstacle is about: a URL, a host, a file or a quoted name, lower-cased. */
  readonly resource?: string | null;
  /** Failing that, the obstacle's first content word: enough to find a step on it, no more. */
  readonly weakResource?: string | null;
}

interface Family {
  readonly kind: ClaimKind;
  readonly subject?: CheckSubject;
  readonly regex: RegExp;
}

const g = (source: string): RegExp => new RegExp(source, 'gi');

const PASSED = r`(?:pass|passes|passed|passing|are passing|is passing|are green|is green|green|went green|succeed|succeeds|succeeded|ok|clean)`;

const FAMILIES: readonly Family[] = [
  {
    kind: 'verification',
    subject: 'test',
    regex: g(
      r`\b(?:all |the )?(?:\d{1,5} )?(?:unit |integration |e2e |end-to-end |existing |new |regression )?(?:tests?|specs?|test suites?|test cases)(?: all| now| still)? ${PASSED}\b|\btests?\s?:\s?(?:passed|ok|green)\b|\b(?:ran|run|re-ran|reran) (?:the |all )?(?:the )?(?:unit |e2e )?tests\b|\b(?:fully|thoroughly|properly) tested\b`,
    ),
  },
  {
    kind: 'verification',
    subject: 'build',
    regex: g(
      r`\b(?:the )?build (?:is |now |still )?(?:green|passes|passed|succeeds|succeeded|ok|clean|successful|works)\b|\bbuilds (?:cleanly|fine|successfully)\b|\bcompiles (?:cleanly|fine|without (?:errors|warnings))\b|\bCI (?:is |now )?(?:green|passing|passes|passed)\b`,
    ),
  },
  {
    kind: 'verification',
    subject: 'lint',
    regex: g(r`\blint(?:ing|er)? (?:is |now )?${PASSED}\b|\bno lint (?:errors|warnings)\b`),
  },
  {
    kind: 'verification',
    subject: 'typecheck',
    regex: g(r`\btype-?check(?:ing|s|er)? (?:is |now )?${PASSED}\b|\bno type errors\b`),
  },
  {
    kind: 'verification',
    subject: 'any',
    regex: g(
      r`\b(?:verified|confirmed|validated|checked|made sure|ensured) (?:that )?(?:it|this|the fix|the change|the feature|the code|everything)(?:'s| is| now| still)? (?:works?|working|functions?|is fixed|behaves)\b|\b(?:it|this|the fix|everything) (?:now )?works (?:now|again|correctly|as expected|fine)\b`,
    ),
  },
  {
    kind: 'verification',
    subject: 'deploy',
    regex: g(
      r`\b(?:I|we)(?: have|'ve| just)? (?:successfully )?(?:deployed|redeployed|rolled out|released|shipped|published)\b|\b(?:successfully|now) (?:deployed|redeployed|rolled out|released)\b|\b(?:deployed|released|rolled out|shipped) (?:it |the [\w-]+ |v?\d[\w.-]* )?to (?:production|prod|staging|customers|users)\b|\bdeploy(?:ment)? (?:succeeded|is complete|completed|was successful|went out)\b`,
    ),
  },
  {
    kind: 'obstacle',
    regex: g(
      r`\b(?:couldn't|could not|can't|cannot|was unable to|were unable to|am unable to|unable to|not able to|failed to) (?:access|reach|open|fetch|load|read|download|retrieve|connect to|view|browse|scrape|clone|install)\b|\b(?:permission denied|access (?:is |was )?denied|no (?:read |write )?(?:permission|access) to|(?:is|are|was|were) not supported|(?:is|was) (?:blocked|paywalled|behind a (?:paywall|login))|requires? (?:a )?(?:login|sign-in|subscription)|returned (?:a )?(?:403|401|404)|timed out)\b`,
    ),
  },
  {
    kind: 'content',
    regex: g(
      r`\baccording to (?:the |this |that |its |their |our )?(?:[\w.'-]{1,30} ){0,3}?(?:page|article|site|website|record|records|data|database|report|source|sources|document|file|paper|entry|listing|search|results|wiki|wikipedia|table|census|archive|docs|documentation|list|profile|filing|catalog|catalogue|transcript|video|spreadsheet|pdf|csv|readme)\b(?! (?:format|standard|spec|specification|conventions?|rules?|definition|layout|structure))|\bper the (?:[\w'-]+ )?(?:web ?page|page|article|document|file|report|spreadsheet|sheet|pdf|csv|dataset|table|docs|documentation|website|site|database|changelog|readme)\b|\blooked it up\b|\b(?:the|this|their|its)(?: [\w'-]+){0,2} (?:web ?page|page|article|document|file|report|record|paper|website|site|source|docs|documentation|search results?|results|table|dataset|spreadsheet|pdf|readme|entry|listing|database) (?:says|states|stated|shows|showed|lists|listed|reports|reported|indicates|indicated|mentions|mentioned|confirms|confirmed|notes|contains|gives)\b|\bbased on (?:the |my |our |these |those )?(?:search(?:es)?|search results|web results|results of the search|browsing|research|records? (?:of|from)|wikipedia|sources? I)\b|\b(?:after|upon) (?:a |an |my |some )?(?:search(?:ing)?|searches|browsing|reviewing the|checking the|consulting)\b|\bas (?:stated|reported|shown|listed|noted|described|documented) (?:in|on|by) (?:the|its|their)\b|\b(?:I|we) (?:have |'ve )?(?:verified|confirmed|found|looked up|retrieved|fetched|consulted) (?:that|the|a|an|in|on|from|it|this)\b|\b(?:search|lookup|query) (?:results? )?(?:show|shows|showed|returned|indicate|indicates|reveal|revealed|confirm|confirms)\b|\bthe (?:figure|number|value|total|amount) (?:from|in) the (?:file|report|page|document|table|spreadsheet|data)\b`,
    ),
  },
  {
    kind: 'success',
    regex: g(
      r`\b(?:successfully|all done|task (?:is )?(?:complete|completed|done)|(?:is|are|now) (?:complete|completed|fixed|resolved|working)|everything (?:is )?(?:working|in place|done)|completed (?:the|all|successfully)|finished (?:the|all)|works (?:now|as expected|correctly))\b`,
    ),
  },
  {
    kind: 'delivery',
    regex: g(
      r`\b(?:I|we|it|this|the (?:PR|pull request|change|fix|branch|feature|release|build))(?: has| have|'ve| was| is| has been| just)? (?:been )?(?:successfully )?(?:merged|deployed|released|shipped|rolled out|pushed to (?:production|prod|main|master))\b|\b(?:merged|deployed|released|shipped|rolled out) (?:it |the [\w-]+ |v?\d[\w.-]* )?(?:to|into) (?:production|prod|main|master|customers|users)\b|\b(?:rollout|roll-out|deployment|release|deploy)(?: to (?:production|prod|customers))? (?:is |was |has been )?(?:complete|completed|done|finished|live)\b|\b(?:went|is now|are now) live\b|\blive in (?:production|prod)\b`,
    ),
  },
  {
    kind: 'decision',
    regex: g(
      r`\b(?:approved|signed off|risk (?:was |is |has been )?accepted|accepted the risk|got (?:the |an? |their |his |her )?(?:approval|sign-off|go-ahead|green light))\b`,
    ),
  },
];

/** The guards the detector applies to a rule that is a claim of something done. */
const CLAIM_PATTERN: PatternDefinition = findPattern('BP-005')!;
const CLAIM_RULE: DetectionRule = { ...CLAIM_PATTERN.rules[0], claim: true };

/** More of one kind than this adds nothing a reviewer needs, and bounds the checks' work. */
const MAX_CLAIMS_PER_KIND = 12;

const RESOURCE =
  /https?:\/\/[^\s)"'`<>\]]+|`[^`\n]{1,80}`|"[^"\n]{1,80}"|\b[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|io|gov|edu|dev|app|ai|co|uk|de|fr|[a-z]{2,10})\b(?:\/[^\s)"'`<>\]]*)?|\b[\w./-]+\.(?:pdf|csv|xlsx?|json|txt|md|docx?|ya?ml|xml|html?|log|zip)\b/i;

/**
 * What an obstacle names, in the 100 characters after its words: a URL, host, file or quoted name;
 * else (`weak`) its first content word ("the staging database" → "staging"), which is only good
 * enough to find a step on it that succeeded, not to say none tried it.
 */
const WEAK_RESOURCE =
  /^\s+(?:the |this |that |our |their |its |my |any )?(?:[\w-]+ )?([a-z][\w-]{3,})/i;
const NOT_A_RESOURCE =
  /^(?:data|information|source|sources|results?|details|content|it|them|anything|everything|page|file|site|website|document)$/i;

function weakResourceAfter(text: string, end: number): string | null {
  const found = WEAK_RESOURCE.exec(text.slice(end, end + 60));
  return found && !NOT_A_RESOURCE.test(found[1]) ? found[1].toLowerCase() : null;
}

function resourceAfter(text: string, end: number): string | null {
  const tail = text.slice(end, end + 100).split(/[.!?\n](?:\s|$)/)[0];
  const found = RESOURCE.exec(tail);
  if (!found) return null;
  return found[0]
    .replace(/^[`"]|[`"]$/g, '')
    .replace(/^https?:\/\//i, '')
    .replace(/[.,;:]+$/, '')
    .toLowerCase();
}

/** A heading or list lead-in announcing what is still to do: claims under it are plans. */
const PLAN_HEADING =
  /^\s{0,3}(?:#{1,6}\s*)?(?:\d+\.\s*)?(?:\*\*)?[^\n]{0,40}\b(?:to look up|to derive|to verify|to check|plan|next steps?|to-?do|todo|approach|remaining)\b[^\n]{0,40}$/im;

function underPlanHeading(text: string, at: number): boolean {
  let lineEnd = text.lastIndexOf('\n', at);
  for (let scanned = 0; lineEnd > 0 && scanned < 4000;) {
    const lineStart = text.lastIndexOf('\n', lineEnd - 1) + 1;
    const line = text.slice(lineStart, lineEnd);
    scanned += line.length + 1;
    if (/^\s{0,3}#{1,6}\s/.test(line)) return PLAN_HEADING.test(line);
    lineEnd = lineStart - 1;
  }
  return false;
}

export function findClaims(
  text: string,
  context: TextContext,
  kinds: ReadonlySet<ClaimKind>,
): Claim[] {
  const claims: Claim[] = [];
  const perKind = new Map<ClaimKind, number>();
  for (const family of FAMILIES) {
    if (!kinds.has(family.kind)) continue;
    family.regex.lastIndex = 0;
    for (const m of text.matchAll(family.regex)) {
      const start = m.index;
      const end = start + m[0].length;
      const count = perKind.get(family.kind) ?? 0;
      if (count >= MAX_CLAIMS_PER_KIND) break;
      if (!survivesGuard(text, start, end)) continue;
      if (!context.survives(start, end, CLAIM_RULE, CLAIM_PATTERN)) continue;
      if (underPlanHeading(text, start)) continue;
      perKind.set(family.kind, count + 1);
      claims.push({
        kind: family.kind,
        start,
        end,
        phrase: m[0],
        subject: family.subject,
        resource: family.kind === 'obstacle' ? resourceAfter(text, end) : undefined,
        weakResource: family.kind === 'obstacle' ? weakResourceAfter(text, end) : undefined,
      });
    }
  }
  return claims.sort((a, b) => a.start - b.start);
}

/** The sentence around a claim, with the one after it: where its figures are stated. */
export function claimSentence(text: string, claim: Claim): string {
  let from = claim.start;
  while (from > 0 && claim.start - from < 300 && !/[.!?\n]/.test(text[from - 1])) from--;
  let to = claim.end;
  let stops = 0;
  while (to < text.length && to - claim.end < 400) {
    if (/[.!?\n]/.test(text[to]) && (to + 1 >= text.length || /\s/.test(text[to + 1]))) {
      if (++stops === 2) break;
    }
    to++;
  }
  return text.slice(from, to);
}
