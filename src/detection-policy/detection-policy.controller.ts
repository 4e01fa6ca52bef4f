import { Body, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthContext } from '../auth/auth-context';
import { CurrentAuth } from '../auth/current-auth.decorator';
import { READERS } from '../auth/roles';
import { Roles } from '../auth/roles.decorator';
import { ApiAuth } from '../common/decorators/api-auth.decorator';
import { ApiController } from '../common/decorators/api-controller.decorator';
import { ApiBodyErrors } from '../common/decorators/api-errors.decorator';
import { DetectionPolicyService } from './detection-policy.service';
import { DetectionPolicyResponse } from './dto/detection-policy.response';
import { UpdateDetectionPolicyDto } from './dto/update-detection-policy.dto';

/** The organization's detection policy: where detections act and where they ask a person. */
@ApiTags('detection policy')
@ApiAuth()
@ApiController('detection/policy')
export class DetectionPolicyController {
  constructor(private readonly policies: DetectionPolicyService) {}

  @Get()
  @Roles(...READERS)
  @ApiOperation({
    operationId: 'getDetectionPolicy',
    summary: "The organization's detection policy",
    description:
      'Per catalogue pattern: whether it is detected, the confidence that makes a detection ' +
      '(band review) and the one that acts on a run (band enforce), and whether the values are ' +
      'the defaults or the organization’s.',
  })
  @ApiOkResponse({ type: DetectionPolicyResponse, description: 'The policy' })
  async get(@CurrentAuth() auth: AuthContext): Promise<DetectionPolicyResponse> {
    return DetectionPolicyResponse.from(await this.policies.get(auth.orgId));
  }

  @Put()
  @Roles('admin')
  @ApiOperation({
    operationId: 'updateDetectionPolicy',
    summary: "Change the organization's detection policy",
    description:
      'Only the named patterns’ given fields change; the rest keep their values. ' +
      '0 < reviewAt ≤ enforceAt ≤ 1 once merged with the stored values (enforceAt null: never ' +
      'acts on a run); an unknown pattern, a pattern named twice or an inverted range → 400 ' +
      'VALIDATION_FAILED and nothing changes. Audited (`detection_policy_updated`, with the ' +
      'entries before and after). Every instance applies it within a second.',
  })
  @ApiOkResponse({
    type: DetectionPolicyResponse,
    description: 'The whole policy after the change',
  })
  @ApiBodyErrors()
  async update(
    @CurrentAuth() auth: AuthContext,
    @Body() body: UpdateDetectionPolicyDto,
  ): Promise<DetectionPolicyResponse> {
    return DetectionPolicyResponse.from(await this.policies.update(auth, body.patterns));
  }
}
