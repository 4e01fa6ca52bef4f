import { Body, Get, Post, UseGuards } from '@nestjs/common';
import { ApiController } from '../common/decorators/api-controller.decorator';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { AuthContext } from '../auth/auth-context';
import { CurrentAuth } from '../auth/current-auth.decorator';
import { CurrentKeyResponse } from '../auth/dto/api-key.response';
import { Public } from '../auth/public.decorator';
import { ROLES } from '../auth/roles';
import { Roles } from '../auth/roles.decorator';
import { ApiAuth } from '../common/decorators/api-auth.decorator';
import { ApiBodyErrors, ApiErrors } from '../common/decorators/api-errors.decorator';
import { ErrorResponseDto } from '../common/dto/error-response.dto';
import {
  MeResponse,
  OrganizationResponse,
  RegisterOrganizationResponse,
} from './dto/organization.response';
import { RegisterOrganizationDto } from './dto/register-organization.dto';
import { OrganizationsService } from './organizations.service';
import { RegistrationLimitGuard } from './registration-limit.guard';

@ApiTags('auth')
@ApiController('auth')
export class OrganizationsController {
  constructor(private readonly organizations: OrganizationsService) {}

  @Public()
  @UseGuards(RegistrationLimitGuard)
  @Post('register')
  @ApiOperation({
    operationId: 'registerOrganization',
    summary: 'Register an organization; answers its first (admin) API key, shown once',
    description:
      'Needs no key. Creates the organization and an admin API key, which is shown only in this ' +
      'answer: store it. Limited per client address (`REGISTRATION_LIMIT_PER_HOUR`).',
  })
  @ApiCreatedResponse({
    type: RegisterOrganizationResponse,
    description: 'The organization and its first API key',
  })
  @ApiErrors(400, 429, 503)
  @ApiBodyErrors()
  @ApiConflictResponse({ description: 'Slug taken (SLUG_TAKEN)', type: ErrorResponseDto })
  async register(@Body() body: RegisterOrganizationDto): Promise<RegisterOrganizationResponse> {
    const { organization, apiKey } = await this.organizations.register(body);
    return { organization: OrganizationResponse.from(organization), apiKey };
  }

  @Get('me')
  @ApiAuth()
  @Roles(...ROLES)
  @ApiOperation({
    operationId: 'getCurrentKey',
    summary: 'The calling organization and the key in use',
    description: "Who the request acts as: the key's organization, role, bound agent and actor.",
  })
  @ApiOkResponse({ type: MeResponse, description: 'The organization and the key' })
  async me(@CurrentAuth() auth: AuthContext): Promise<MeResponse> {
    const { organization, key } = await this.organizations.me(auth.orgId, auth.keyId);
    return {
      organization: OrganizationResponse.from(organization),
      key: CurrentKeyResponse.from(key),
    };
  }
}
