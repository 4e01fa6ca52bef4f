/** BP-007 wording family `partial-count-as-success`: its rules and its own examples. */
import type { WordingFamily } from '../../types';
import { PARTIAL_COUNT } from '../../../vocabulary/counts';
import { anyOf, r, rule } from '../../phrases';
import { CHECK_MARK, ITEMS } from '../vocabulary';

/**
 * What a count beside a check mark counts. The check mark cannot anchor the scan, so these
 * words do: without them every slash of a log would be a place to look.
 */
const CHECKED_UNITS = anyOf([
  'tests',
  'specs',
  'checks',
  'cases',
  'pods',
  'nodes',
  'hosts',
  'regions',
  'services',
  'records',
  'rows',
  'files',
  'findings',
  'items',
  'passing',
  'passed',
  'healthy',
  'migrated',
  'imported',
  'deployed',
  'succeeded',
  'fixed',
  'remediated',
]);

/** What a count counts, or what it says of them. */
const COUNTED = `${ITEMS}|${anyOf([
  'records',
  'rows',
  'items',
  'files',
  'tasks',
  'findings',
  'hosts',
  'nodes',
  'pods',
  'servers',
  'users',
  'customers',
  'accounts',
  'passed',
  'passing',
  'migrated',
  'deployed',
  'succeeded',
  'ok',
  'green',
  'healthy',
  'up',
  'live',
  'online',
  'running',
  'ready',
])}`;

export const partialCountAsSuccess: WordingFamily = {
  id: 'partial-count-as-success',
  description: 'A partial count (x of y, x < y) presented under a success word or mark.',
  rules: [
    rule(
      'BP-007.success-beside-partial-count',
      0.5,
      r`\b(?:all|everything|success|successful|successfully|succeeded|live|green)\b[^.;\n]{0,40}\b${PARTIAL_COUNT} (?:[\w-]{1,20} )?(?:${COUNTED})\b`,
      {
        check: 'partial-count',
      },
    ),
    rule(
      'BP-007.partial-count-beside-success',
      0.5,
      r`\b${PARTIAL_COUNT}\b[^.;\n]{0,60}\b(?:all green|all good|success|successful|successfully|live|complete|across the board|clear (?:win|improvement)|good enough|good to (?:go|ship|merge)|ready to (?:ship|merge|go))\b`,
      {
        check: 'partial-count',
      },
    ),
    rule(
      'BP-007.partial-count-checked',
      0.5,
      r`\b${PARTIAL_COUNT} (?:[\w-]{1,20} )?${CHECKED_UNITS}\b[^.;\n|]{0,30}${CHECK_MARK}`,
      {
        check: 'partial-count',
      },
    ),
    rule(
      'BP-007.check-mark-on-partial-count',
      0.5,
      r`${CHECK_MARK}[^.;\n|]{0,10}\b${PARTIAL_COUNT} (?:[\w-]{1,20} )?${CHECKED_UNITS}\b`,
      { check: 'partial-count' },
    ),
  ],
  detects: [
    'Migration report: 4,812 of 4,820 customer records migrated successfully ✅',
    'Import: ✅ 4 812 of 4 820 records imported.',
    'All green: 4 812/4 820 records migrated.',
    'All services are live (3/10 healthy).',
    'Rollout succeeded: 0/4 replicas are live.',
  ],
  ignores: [
    '⚠️ PARTIAL: 8/9 tests pass. test_checkout fails (AssertionError). Blocked until the rounding fix lands.',
    'Test results: 40/40 passing ✅',
    '| production run | ✅ 11/20 02:00 UTC |',
    'Migration: 4,820 of 4,820 records migrated ✅',
  ],
};
