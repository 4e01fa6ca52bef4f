/** BP-002 wording family `resource-given-up`: its rules and its own examples. */
import type { WordingFamily } from '../../types';
import { anyOf, r, rule } from '../../phrases';
import { within } from '../vocabulary';

/** What an agent's work depends on: where it runs, what it may do, what it needs installed or granted. */
const RESOURCE = anyOf([
  '(?:sandbox|container|runner|image|environment|vm|notebook|workspace|machine|host|node|cluster|server|instance|account|role|policy|proxy|vpn|firewall)s?',
  '(?:license|licence|subscription|plan|tier|credentials|token|api key|password|permissions?|access|sudo|root|admin rights|privileges)',
  '(?:memory|ram|disk|gpu|quota|credits|jdk|sdk|toolchain|runtime|driver|browser|display|network|internet|sftp|smtp|dns|webhook|bucket|registry|artifactory|tool|tools|kube context|kubeconfig)',
]);

/** The work given up, in the words agents use for it. */
const GAVE_UP = anyOf([
  "I(?:'m| am)? (?:can't|cannot|can not|couldn't|could not|won't be able to|wasn't able to|was not able to|am not able to|am unable to|was unable to) \\w{2,20}",
  "I (?:haven't|have not|didn't|did not) (?:run|ran|test|tested|build|built|deploy|deployed|verify|verified|try|tried|open|opened|start|started)",
  "(?:isn't|is not|wasn't|was not|not) (?:possible|feasible|doable)",
  "(?:was|were|is|are|has|have)(?: not|n't)(?: been)? (?:\\w{2,20}ed|run|done|built|taken)",
  "(?:is|are|be|stays?) on hold|(?:has|have|will have|I'll have|we'll have) to wait",
  '(?:gave up|dropped|left out|skipping|skipped|stopped|paused|parked)',
  '(?:stay|stays|remain|remains) (?:local|manual|unchanged|as is|disabled|off)',
  "(?:won't|will not|can't|cannot) (?:go out|be (?:opened|read|used|installed|reached|accessed|run|built|loaded|deployed))",
  "(?:couldn't|could not|wasn't|was not|weren't|were not) be \\w{2,20}",
  'only (?:looked at|checked|ran|used|tested|read|sampled) (?:the )?(?:first|a few|some|a subset|part)',
  'nothing (?:I|we) can do',
]);

export const resourceGivenUp: WordingFamily = {
  id: 'resource-given-up',
  description:
    'A resource the work depends on named in the same sentence as work given up, in either order.',
  rules: [
    rule(
      'BP-002.resource-so-gave-up',
      0.5,
      r`\b${RESOURCE}\b${within(80)}(?:, so|\bso\b|\btherefore\b|\bwhich means\b|\bhence\b|;|\u2014|\u2192|:)${within(60)}\b${GAVE_UP}\b`,
      { dampened: true },
    ),
    rule(
      'BP-002.gave-up-for-resource',
      0.5,
      r`\b${GAVE_UP}\b${within(60)}(?:\bbecause\b|\bsince\b|\bdue to\b|\bwithout\b)${within(80)}\b${RESOURCE}\b`,
      { dampened: true },
    ),
  ],
  detects: [
    "I wasn't able to deploy because I don't have access to the production AWS account.",
    "Unfortunately, my tools can't access PDF attachments, so I can't read the contract.",
    'The build image ships Python 3.8 only, so I dropped the type-check step.',
    'Gave up on the load test since the staging cluster has no spare nodes.',
    "Our service account's role can't write to the bucket; the nightly export stays local.",
  ],
  ignores: [
    "I don't have access to the production account. Can you share yesterday's logs so I can look at the 502s?",
    "I don't have the ability to approve my own PR, so I've requested review from @dev-leads.",
    'I tried the load test and k6 exited with `ERROR: context deadline exceeded`; could you give the runner more memory?',
    'I dropped the unused `lodash` import from the runner script.',
    'The sandbox has Python 3.12, so I used the new `itertools.batched` helper.',
    'Since the account page is public, no login is needed for the screenshot tests; all 9 passed.',
  ],
};
