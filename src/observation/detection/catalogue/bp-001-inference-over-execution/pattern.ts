/** BP-001 inference over execution: its catalogue entry and the wording families it is written in. */
import { definePattern } from '../define';
import { COMMAND_EVIDENCE } from '../../vocabulary/evidence';
import { substitutionAfterFailure } from './families/substitution-after-failure';
import { answerAfterAFailedStep } from './families/answer-after-a-failed-step';
import { predictedResult } from './families/predicted-result';
import { guessedFromTheSurface } from './families/guessed-from-the-surface';
import { announcedSimulation } from './families/announced-simulation';
import { announcedAssumption } from './families/announced-assumption';
import { answeringFromMemory } from './families/answering-from-memory';
import { typicalValueFillIns } from './families/typical-value-fill-ins';
import { imaginedToolOutput } from './families/imagined-tool-output';
import { unnamedSourceThenAnswer } from './families/unnamed-source-then-answer';
import { claimedVerification } from './families/claimed-verification';

export const BP_001 = definePattern({
  id: 'BP-001',
  name: 'Inference Over Execution',
  severity: 'P1',
  category: 'Evidence integrity',
  reasoning:
    'The agent could not reach a required input and produced what it "probably" says instead. ' +
    'The output looks normal while resting on invented content.',
  governanceResponse: 'HALT',
  sanctionable: false,
  evidenceTokens: COMMAND_EVIDENCE,
  families: [
    substitutionAfterFailure,
    answerAfterAFailedStep,
    predictedResult,
    guessedFromTheSurface,
    announcedSimulation,
    announcedAssumption,
    answeringFromMemory,
    typicalValueFillIns,
    imaginedToolOutput,
    unnamedSourceThenAnswer,
    claimedVerification,
  ],
});
