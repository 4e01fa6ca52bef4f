import { Get } from '@nestjs/common';
import { ApiController } from '../common/decorators/api-controller.decorator';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiAuth } from '../common/decorators/api-auth.decorator';
import { ApiErrors } from '../common/decorators/api-errors.decorator';
import { PATTERN_CATALOGUE } from './detection/catalogue';
import { PatternListResponse, PatternResponse } from './dto/pattern.response';
import { PATTERN_ID_FORMAT } from './observation.constants';
import { PatternNotFoundError } from './observation.errors';
import { PatternIdParam } from './pattern-id-param.decorator';
import { ROLES } from '../auth/roles';
import { Roles } from '../auth/roles.decorator';

// The catalogue is fixed at build time: answers are computed once, never per request.
const PATTERNS: PatternListResponse = {
  patterns: PATTERN_CATALOGUE.map((pattern) => PatternResponse.from(pattern)),
};
const PATTERNS_BY_ID = new Map(PATTERNS.patterns.map((pattern) => [pattern.id, pattern]));

@ApiTags('patterns')
@ApiAuth()
@ApiController('patterns')
export class PatternsController {
  @Get()
  @Roles(...ROLES)
  @ApiOperation({
    operationId: 'listPatterns',
    summary: 'The behavioral pattern catalogue, BP-001 first',
    description:
      'Every pattern the detector evaluates, with its severity and recommended response.',
  })
  @ApiOkResponse({ type: PatternListResponse, description: 'The catalogue' })
  list(): PatternListResponse {
    return PATTERNS;
  }

  @Get(':id')
  @Roles(...ROLES)
  @ApiOperation({
    operationId: 'getPattern',
    summary: 'One catalogue pattern',
    description:
      'Unknown id → 404 PATTERN_NOT_FOUND; not shaped like BP-001 → 400 INVALID_PATTERN_ID.',
  })
  @ApiParam({
    name: 'id',
    schema: { type: 'string', pattern: PATTERN_ID_FORMAT.source },
    example: 'BP-001',
  })
  @ApiOkResponse({ type: PatternResponse, description: 'The pattern' })
  @ApiErrors(404)
  get(@PatternIdParam('id') id: string): PatternResponse {
    const pattern = PATTERNS_BY_ID.get(id);
    if (!pattern) throw new PatternNotFoundError();
    return pattern;
  }
}
