/** BP-001 wording family `answer-after-a-failed-step`: its rules and its own examples. */
import type { WordingFamily } from '../../types';
import { anyOf, r, rule } from '../../phrases';

/** A tool step that failed, as tool-using agents and their logs print it. */
const TOOL_ERROR = anyOf([
  r`could(?:n't| not) (?:be )?(?:parsed?|open(?:ed)?|read|load(?:ed)?|find|found|fetch(?:ed)?|download(?:ed)?|access(?:ed)?)`,
  r`error (?:in|calling|executing|running|from|while calling) (?:the )?(?:tool|[\w-]{1,20} tool|tool call)`,
  r`(?:[45]\d\d:? )?(?:not found|forbidden|unauthori[sz]ed|service unavailable|bad gateway|gateway time-?out|internal server error|too many requests)`,
  r`(?:filenotfound|connection|timeout|permission|http|url|ssl|request)error`,
  r`no such file(?: or directory)?`,
  r`(?:timed out|crashed|errored(?: out)?)`,
  r`(?:failed|errored) with`,
  r`(?:returned|returns|gave|came back with) (?:an? |only |just )?(?:no results|nothing|empty|errors?|an error|[45]\d\ds?)`,
  r`(?:fetch|request|download|call|query|search|lookup|load|connection|page|tool|scrape|api call|search_agent|agent)(?:es|s)? (?:failed|errored)`,
]);

export const answerAfterAFailedStep: WordingFamily = {
  id: 'answer-after-a-failed-step',
  description:
    'A tool step failed and a figure is committed as the final answer with nothing obtained in between.',
  rules: [
    // A failed step and, shortly after, a figure committed as the answer with nothing obtained.
    rule('BP-001.failure-then-answer', 0.55, r`\b${TOOL_ERROR}\b`, {
      requires: {
        source: r`(?:\bfinal_answer\s{0,2}\(\s{0,2}["']?|\bfinal answer:\s{0,2})[$€£~]?\d`,
        within: 300,
        // Another step ran in between: a retry, a new observation, a successful status.
        unlessBetween: r`\b(?:observation|retr(?:y|ied|ying)|re-?ran|re-?run|tried again|(?:http|status)[ :/]{1,3}[1-3]\d\d|[23]\d\d ok)\b`,
      },
    }),
  ],
  detects: [
    'Observation: Error: 404 Not Found for the census page.\nThought: I know this one.\nfinal_answer(61340)',
    'Observation: FileNotFoundError: report.xlsx\nCode:\n```py\nfinal_answer("4210")\n```',
  ],
  ignores: [
    'Observation: Error: 404 Not Found for the census page. Retried with the archive URL; status 200.\nfinal_answer(61340)',
    'The report was downloaded and parsed; final_answer(1932) uses the date printed on page 2.',
  ],
};
