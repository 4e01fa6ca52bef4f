/**
 * API values in words for people: `in_progress` → "In progress", `gate_transition` → "Gate
 * transition". Codes that are names in their own right (P1, HALT, BP-001) stay as they are.
 */
export function inWords(value: string): string {
  if (value === value.toUpperCase()) return value;
  const spaced = value
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_.]/g, ' ')
    .toLowerCase()
    .replace(/\b(api|id|url)\b/g, (word) => (word === 'id' ? 'id' : word.toUpperCase()));
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** What a refusal means for the person who met it, for the codes a decision can run into. */
export const EXPLANATIONS: Record<string, string> = {
  GATE_MISMATCH:
    'Someone else decided this gate meanwhile: the run has moved on. Look at the run as it is now before deciding again.',
  RUN_FINISHED: 'The run was completed or cancelled meanwhile: nothing is left to decide.',
  RUN_HALTED: 'The run is halted: review the findings that halted it, then resume it.',
  RUN_BLOCKED: 'Open findings hold this run: approvals wait until each is reviewed.',
  OBSERVATIONS_OPEN: 'A finding that halted the run is still open: review it before resuming.',
  RUN_NOT_HALTED: 'The run is not halted (any more): there is nothing to resume.',
  SELF_APPROVAL:
    'This run needs a distinct approver: whoever submitted at a gate cannot approve it.',
  INSUFFICIENT_ROLE: "This key's role may not do this.",
  ACTOR_MISMATCH: 'This key is bound to another actor.',
  LAST_ADMIN_KEY: 'The organization would be left without a working admin key.',
};
