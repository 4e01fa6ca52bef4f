import { Body, Get, Post, Query } from '@nestjs/common';
import { ApiController } from '../common/decorators/api-controller.decorator';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAuth } from '../common/decorators/api-auth.decorator';
import { ApiBodyErrors, ApiErrors } from '../common/decorators/api-errors.decorator';
import { CurrentAuth } from '../auth/current-auth.decorator';
import { IdParam } from '../common/decorators/id-param.decorator';
import { AuthContext } from '../auth/auth-context';
import { scopeOf } from '../auth/scope';
import { ApproveRunDto } from './dto/approve-run.dto';
import { CancelRunDto } from './dto/cancel-run.dto';
import { GateEventResponse } from './dto/gate-event.response';
import { GateTransitionDto } from './dto/gate-transition.dto';
import { GateTransitionResponse } from './dto/gate-transition.response';
import { ListRunsQueryDto } from './dto/list-runs-query.dto';
import { RunHistoryResponse } from './dto/run-history.response';
import { RunChangeResponse, RunListResponse, RunResponse } from './dto/run.response';
import { ResumeRunDto } from './dto/resume-run.dto';
import { StartRunDto } from './dto/start-run.dto';
import { GovernanceService, TransitionOutcome } from './governance.service';
import { DECIDERS, ROLES } from '../auth/roles';
import { Roles } from '../auth/roles.decorator';
import { AGENT_STARTS_WITH_DEFAULTS, AGENT_SUBMITS } from './governance.roles';

const ACTOR_RULE =
  "`actor` may be omitted with a key bound to an actor (it is the key's); naming another is " +
  '403 ACTOR_MISMATCH. A key bound to no actor must name one (400 ACTOR_REQUIRED).';

@ApiTags('governance')
@ApiAuth()
@ApiController('govern')
export class GovernanceController {
  constructor(private readonly governance: GovernanceService) {}

  @Post('start')
  @Roles(...DECIDERS, AGENT_STARTS_WITH_DEFAULTS)
  @ApiOperation({
    operationId: 'startRun',
    summary: 'Start a run for an agent (status `in_progress`, gate `plan`)',
    description: "The run then moves through the gates in order; `policy` sets the run's rules.",
  })
  @ApiCreatedResponse({ type: RunResponse, description: 'The new run' })
  @ApiErrors(404)
  @ApiBodyErrors()
  async start(@CurrentAuth() auth: AuthContext, @Body() body: StartRunDto): Promise<RunResponse> {
    return RunResponse.from(await this.governance.start(auth, body));
  }

  @Post('gate')
  @Roles(...DECIDERS, AGENT_SUBMITS)
  @ApiOperation({
    operationId: 'recordGateAction',
    summary: "Record an action at the run's current gate",
    description:
      'The gate must be the current gate (409 GATE_MISMATCH) of a run in progress (409 ' +
      'RUN_FINISHED; a halted run: 409 RUN_HALTED, checked first). Approvals while open ' +
      'PAUSE/ESCALATE observations hold the run → 409 RUN_BLOCKED (naming them). With ' +
      '`policy.requireDistinctApprover`, whoever submitted at the gate since the run arrived ' +
      'there cannot approve it (403 SELF_APPROVAL). ' +
      ACTOR_RULE,
  })
  @ApiCreatedResponse({
    type: GateTransitionResponse,
    description: 'The gate event recorded and the run after it',
  })
  @ApiErrors(403, 404, 409)
  @ApiBodyErrors()
  async gate(
    @CurrentAuth() auth: AuthContext,
    @Body() body: GateTransitionDto,
  ): Promise<GateTransitionResponse> {
    return transitionResponse(await this.governance.transition(auth, body));
  }

  @Post('approve')
  @Roles(...DECIDERS)
  @ApiOperation({
    operationId: 'approveGate',
    summary: "Approve the run's current gate",
    description:
      'Same as `POST /govern/gate` with action `approved` and the gate that is current when the ' +
      'request is applied: concurrent approvals each advance the run by exactly one gate, in ' +
      'order, and those arriving after completion get 409 RUN_FINISHED. With `gate`, it must ' +
      'still be the current gate (409 GATE_MISMATCH), so a retried request cannot approve twice. ' +
      'A halted run → 409 RUN_HALTED; open PAUSE/ESCALATE observations → 409 RUN_BLOCKED. ' +
      ACTOR_RULE,
  })
  @ApiCreatedResponse({
    type: GateTransitionResponse,
    description: 'The approval recorded and the run after it',
  })
  @ApiErrors(403, 404, 409)
  @ApiBodyErrors()
  async approve(
    @CurrentAuth() auth: AuthContext,
    @Body() body: ApproveRunDto,
  ): Promise<GateTransitionResponse> {
    const outcome = await this.governance.transition(auth, {
      runId: body.runId,
      gate: body.gate,
      action: 'approved',
      actor: body.actor,
    });
    return transitionResponse(outcome);
  }

  @Post('cancel')
  @Roles(...DECIDERS)
  @ApiOperation({
    operationId: 'cancelRun',
    summary: 'Cancel a run in progress or halted; it keeps its current gate',
    description:
      'Recorded in the history as a `cancelled` event with `{ reason }`; a finished run cannot ' +
      'be cancelled (409 RUN_FINISHED). ' +
      ACTOR_RULE,
  })
  @ApiCreatedResponse({ type: RunChangeResponse, description: 'The cancelled run' })
  @ApiErrors(404, 409)
  @ApiBodyErrors()
  async cancel(
    @CurrentAuth() auth: AuthContext,
    @Body() body: CancelRunDto,
  ): Promise<RunChangeResponse> {
    return { run: RunResponse.from(await this.governance.cancel(auth, body)) };
  }

  @Post('resume')
  @Roles(...DECIDERS)
  @ApiOperation({
    operationId: 'resumeRun',
    summary: 'Resume a halted run at the same gate',
    description:
      'Not halted → 409 RUN_NOT_HALTED; a HALT observation of the run still open (not yet ' +
      'reviewed) → 409 OBSERVATIONS_OPEN. Recorded as a `resumed` event with `{ reason }`.',
  })
  @ApiCreatedResponse({ type: RunChangeResponse, description: 'The resumed run' })
  @ApiErrors(403, 404, 409)
  @ApiBodyErrors()
  async resume(
    @CurrentAuth() auth: AuthContext,
    @Body() body: ResumeRunDto,
  ): Promise<RunChangeResponse> {
    return { run: RunResponse.from(await this.governance.resume(auth, body)) };
  }

  @Get()
  @Roles(...ROLES)
  @ApiOperation({
    operationId: 'listRuns',
    summary: "The organization's runs, newest first (an agent key sees only its agent's)",
    description:
      'One page; pass `nextCursor` as `cursor` for the next. `awaiting=decision`: runs in ' +
      'progress whose latest gate action at the current gate is `submitted` (work handed in, ' +
      'awaiting a reviewer).',
  })
  @ApiOkResponse({ type: RunListResponse, description: 'A page of runs' })
  async list(
    @CurrentAuth() auth: AuthContext,
    @Query() query: ListRunsQueryDto,
  ): Promise<RunListResponse> {
    const page = await this.governance.list(scopeOf(auth), query);
    return { runs: page.items.map((run) => RunResponse.from(run)), nextCursor: page.nextCursor };
  }

  @Get(':runId')
  @Roles(...ROLES)
  @ApiOperation({
    operationId: 'getRun',
    summary: 'A run with its gate history, oldest event first',
    description: 'Every gate event: who acted, with which key, when and why.',
  })
  @ApiOkResponse({ type: RunHistoryResponse, description: 'The run and its history' })
  @ApiErrors(404)
  async get(
    @CurrentAuth() auth: AuthContext,
    @IdParam('runId') runId: string,
  ): Promise<RunHistoryResponse> {
    const { run, events } = await this.governance.getHistory(scopeOf(auth), runId);
    return {
      run: RunResponse.from(run),
      events: events.map((event) => GateEventResponse.from(event)),
    };
  }
}

function transitionResponse(outcome: TransitionOutcome): GateTransitionResponse {
  return {
    event: GateEventResponse.from(outcome.event),
    nextGate: outcome.nextGate,
    isComplete: outcome.isComplete,
    run: RunResponse.from(outcome.run),
  };
}
