import { Body, Get, Header, Post, Query } from '@nestjs/common';
import { JSON_CONTENT_TYPE, pageJson } from '../common/pagination/paginate';
import {
  ApiCreatedResponse,
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import { AuthContext } from '../auth/auth-context';
import { CurrentAuth } from '../auth/current-auth.decorator';
import { DECIDERS, ROLES } from '../auth/roles';
import { Roles } from '../auth/roles.decorator';
import { ApiAuth } from '../common/decorators/api-auth.decorator';
import { ApiController } from '../common/decorators/api-controller.decorator';
import { ApiBodyErrors, ApiErrors } from '../common/decorators/api-errors.decorator';
import { IdParam } from '../common/decorators/id-param.decorator';
import { ObservationInboxQueryDto } from './dto/observation-inbox-query.dto';
import { ObservationStatsQueryDto } from './dto/observation-stats-query.dto';
import {
  ObservationListResponse,
  ObservationResponse,
  ObservationStatsResponse,
  RuleStatsListResponse,
} from './dto/observation.response';
import { ReviewObservationDto } from './dto/review-observation.dto';
import { ObservationsService } from './observations.service';

/** The review loop: the organization's observations, their verdicts and per-pattern precision. */
@ApiTags('observation')
@ApiAuth()
@ApiExtraModels(ObservationStatsResponse, RuleStatsListResponse)
@ApiController('observations')
export class ObservationReviewsController {
  constructor(private readonly observations: ObservationsService) {}

  @Get()
  @Header('Content-Type', JSON_CONTENT_TYPE)
  @Roles(...ROLES)
  @ApiOperation({
    operationId: 'listObservations',
    summary: "The organization's observations, newest first (the review inbox)",
    description:
      '`status` is the review status; `band=review` lists the detections that wait for a ' +
      'person without holding any run. An agent key sees only its agent’s. One page; pass ' +
      '`nextCursor` as `cursor` for the next.',
  })
  @ApiOkResponse({ type: ObservationListResponse, description: 'A page of observations' })
  async inbox(
    @CurrentAuth() auth: AuthContext,
    @Query() query: ObservationInboxQueryDto,
  ): Promise<string> {
    return pageJson('observations', await this.observations.inbox(auth, query));
  }

  // Declared before `:id`, which would otherwise capture it.
  @Get('stats')
  @Roles(...ROLES)
  @ApiOperation({
    operationId: 'getObservationStats',
    summary: 'Detections, verdicts and precision per catalogue pattern, or per rule',
    description:
      'precision = confirmed / (confirmed + dismissed), null before any verdict. Default: one ' +
      'entry per catalogue pattern (`patterns`). `by=rule`: one entry per rule that fired ' +
      '(`rules`), with whether the organization’s verdicts demoted it.',
  })
  @ApiOkResponse({
    description: '`{ patterns }`, or `{ rules }` with `by=rule`',
    schema: {
      oneOf: [
        { $ref: getSchemaPath(ObservationStatsResponse) },
        { $ref: getSchemaPath(RuleStatsListResponse) },
      ],
    },
  })
  async stats(
    @CurrentAuth() auth: AuthContext,
    @Query() query: ObservationStatsQueryDto,
  ): Promise<ObservationStatsResponse | RuleStatsListResponse> {
    return query.by === 'rule'
      ? { rules: await this.observations.ruleStats(auth, query) }
      : { patterns: await this.observations.stats(auth, query) };
  }

  @Get(':id')
  @Roles(...ROLES)
  @ApiOperation({
    operationId: 'getObservation',
    summary: 'One observation',
    description: 'With its review status and verdict; another organization’s is unknown: 404.',
  })
  @ApiOkResponse({ type: ObservationResponse, description: 'The observation' })
  @ApiErrors(404)
  async get(
    @CurrentAuth() auth: AuthContext,
    @IdParam('id') id: string,
  ): Promise<ObservationResponse> {
    return ObservationResponse.from(await this.observations.get(auth, id));
  }

  @Post(':id/review')
  @Roles(...DECIDERS)
  @ApiOperation({
    operationId: 'reviewObservation',
    summary: 'Review an observation: confirmed (a true detection) or dismissed (a false positive)',
    description:
      'A later review replaces the verdict; every review is audited (`reviewed`) and counted ' +
      'per rule that fired: a rule this organization keeps dismissing is demoted (see ' +
      '`GET /observations/stats?by=rule`). The first review releases the run the observation ' +
      'held. An ESCALATE observation needs an admin key (403 INSUFFICIENT_ROLE).',
  })
  @ApiCreatedResponse({ type: ObservationResponse, description: 'The observation as reviewed' })
  @ApiErrors(403, 404)
  @ApiBodyErrors()
  async review(
    @CurrentAuth() auth: AuthContext,
    @IdParam('id') id: string,
    @Body() body: ReviewObservationDto,
  ): Promise<ObservationResponse> {
    return ObservationResponse.from(await this.observations.review(auth, id, body));
  }
}
