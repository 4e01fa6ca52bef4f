import { Body, Controller, Get, Post, UseGuards } from '@nestjs/common';
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
import { ApiErrors } from '../common/decorators/api-errors.decorator';
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
@Controller('auth')
export class OrganizationsController {
  constructor(private readonly organizations: OrganizationsService) {}

  @Public()
  @UseGuards(RegistrationLimitGuard)
  @Post('register')
  @ApiOperation({
    summary: 'Register an organization; answers its first (admin) API key, shown once',
  })
  @ApiCreatedResponse({ type: RegisterOrganizationResponse })
  @ApiErrors(400, 413, 415, 429, 503)
  @ApiConflictResponse({ description: 'Slug taken (SLUG_TAKEN)', type: ErrorResponseDto })
  async register(@Body() body: RegisterOrganizationDto): Promise<RegisterOrganizationResponse> {
    const { organization, apiKey } = await this.organizations.register(body);
    return { organization: OrganizationResponse.from(organization), apiKey };
  }

  @Get('me')
  @ApiAuth()
  @Roles(...ROLES)
  @ApiOperation({ summary: 'The calling organization and the key in use' })
  @ApiOkResponse({ type: MeResponse })
  async me(@CurrentAuth() auth: AuthContext): Promise<MeResponse> {
    const { organization, key } = await this.organizations.me(auth.orgId, auth.keyId);
    return {
      organization: OrganizationResponse.from(organization),
      key: CurrentKeyResponse.from(key),
    };
  }
}
