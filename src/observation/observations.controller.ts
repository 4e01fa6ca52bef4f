import { Body, Get, Header, HttpCode, Post, Query } from '@nestjs/common';
import { JSON_CONTENT_TYPE, pageJson } from '../common/pagination/paginate';
import { ApiController } from '../common/decorators/api-controller.decorator';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAuth } from '../common/decorators/api-auth.decorator';
import { ApiBodyErrors, ApiErrors } from '../common/decorators/api-errors.decorator';
import { AuthContext } from '../auth/auth-context';
import { CurrentAuth } from '../auth/current-auth.decorator';
import { scopeOf } from '../auth/scope';
import { IdParam } from '../common/decorators/id-param.decorator';
import { PATTERN_CATALOGUE } from './detection/catalogue';
import { AssessDto } from './dto/assess.dto';
import { AssessmentResponse } from './dto/assessment.response';
import { DetectionLayersResponse } from './dto/detection-layers.response';
import { ListObservationsQueryDto } from './dto/list-observations-query.dto';
import { ObservationListResponse } from './dto/observation.response';
import { DETECTION_LAYERS } from './observation.constants';
import { ObservationsService } from './observations.service';
import { DECIDERS, ROLES } from '../auth/roles';
import { Roles } from '../auth/roles.decorator';

const LAYERS: DetectionLayersResponse = { layers: DETECTION_LAYERS.map((layer) => ({ ...layer })) };

@ApiTags('observation')
@ApiAuth()
@ApiController('observe')
export class ObservationsController {
  constructor(private readonly observations: ObservationsService) {}

  @Post('assess')
  @Roles(...DECIDERS, 'agent')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'assessOutput',
    summary: `Assess agent output for the ${PATTERN_CATALOGUE.length} behavioral patterns`,
    description:
      `Evaluates ${PATTERN_CATALOGUE[0].id} … ${PATTERN_CATALOGUE[PATTERN_CATALOGUE.length - 1].id} on the text, ` +
      'stores one observation per detected pattern ' +
      '(linked to the agent and run given; a run alone names its agent) and, for each detected ' +
      'P1/P2 pattern, sends `pattern.detected` to the webhooks without waiting for delivery. ' +
      'Text over 1,000,000 characters → 413 TEXT_TOO_LARGE; agent and run of different runs → ' +
      '400 AGENT_RUN_MISMATCH; agent or run unknown → 404. With an agent key the agent is ' +
      "implied; naming another agent or another agent's run → 404.",
  })
  @ApiOkResponse({
    type: AssessmentResponse,
    description: 'Every pattern evaluated, and the observations stored',
  })
  @ApiErrors(404)
  @ApiBodyErrors()
  async assess(
    @CurrentAuth() auth: AuthContext,
    @Body() body: AssessDto,
  ): Promise<AssessmentResponse> {
    const { detection, storedObservations } = await this.observations.assess(scopeOf(auth), body);
    return AssessmentResponse.from(detection, storedObservations);
  }

  // Declared before `:agentId`, which would otherwise capture it.
  @Get('layers')
  @Roles(...ROLES)
  @ApiOperation({
    operationId: 'listDetectionLayers',
    summary: 'Detection layers and whether each is active',
    description: 'Which ways of detecting patterns this server runs.',
  })
  @ApiOkResponse({ type: DetectionLayersResponse, description: 'The detection layers' })
  layers(): DetectionLayersResponse {
    return LAYERS;
  }

  @Get(':agentId')
  @Header('Content-Type', JSON_CONTENT_TYPE)
  @Roles(...ROLES)
  @ApiOperation({
    operationId: 'listAgentObservations',
    summary: "An agent's observations, newest first",
    description: 'One page; pass `nextCursor` as `cursor` for the next. Unknown agent → 404.',
  })
  @ApiOkResponse({ type: ObservationListResponse, description: 'A page of observations' })
  @ApiErrors(404)
  async list(
    @CurrentAuth() auth: AuthContext,
    @IdParam('agentId') agentId: string,
    @Query() query: ListObservationsQueryDto,
  ): Promise<string> {
    return pageJson('observations', await this.observations.list(scopeOf(auth), agentId, query));
  }
}
