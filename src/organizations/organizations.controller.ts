import { Body, Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ApiAuth } from '../common/decorators/api-auth.decorator';
import { ApiErrors } from '../common/decorators/api-errors.decorator';
import { CurrentAuth } from '../common/decorators/current-org.decorator';
import { IdParam } from '../common/decorators/id-param.decorator';
import { Public } from '../common/decorators/public.decorator';
import { ErrorResponseDto } from '../common/dto/error-response.dto';
import { actorOf, AuthContext } from '../common/http/auth-context';
import { ApiKeysService } from './api-keys.service';
import { CreateApiKeyDto } from './dto/create-api-key.dto';
import {
  ApiKeyListResponse,
  ApiKeyResponse,
  CreatedApiKeyResponse,
  MeResponse,
  OrganizationResponse,
  RegisterOrganizationResponse,
} from './dto/organization.response';
import { RegisterOrganizationDto } from './dto/register-organization.dto';
import { OrganizationsService } from './organizations.service';

@ApiTags('auth')
@Controller('auth')
export class OrganizationsController {
  constructor(
    private readonly organizations: OrganizationsService,
    private readonly apiKeys: ApiKeysService,
  ) {}

  @Public()
  @Post('register')
  @ApiOperation({ summary: 'Register an organization; answers its first API key, shown once' })
  @ApiCreatedResponse({ type: RegisterOrganizationResponse })
  @ApiErrors(400, 413, 429)
  @ApiConflictResponse({ description: 'Slug taken (SLUG_TAKEN)', type: ErrorResponseDto })
  async register(@Body() body: RegisterOrganizationDto): Promise<RegisterOrganizationResponse> {
    const { organization, apiKey } = await this.organizations.register(body);
    return { organization: OrganizationResponse.from(organization), apiKey };
  }

  @Get('me')
  @ApiAuth()
  @ApiOperation({ summary: 'The calling organization and the key in use' })
  @ApiOkResponse({ type: MeResponse })
  async me(@CurrentAuth() auth: AuthContext): Promise<MeResponse> {
    const { organization, key } = await this.organizations.me(auth.orgId, auth.keyId);
    const { revokedAt: _revokedAt, ...current } = ApiKeyResponse.from(key);
    return { organization: OrganizationResponse.from(organization), key: current };
  }

  @Get('keys')
  @ApiAuth()
  @ApiOperation({ summary: "The organization's API keys (never the keys themselves)" })
  @ApiOkResponse({ type: ApiKeyListResponse })
  async listKeys(@CurrentAuth() auth: AuthContext): Promise<ApiKeyListResponse> {
    const keys = await this.apiKeys.list(auth.orgId);
    return { keys: keys.map(ApiKeyResponse.from) };
  }

  @Post('keys')
  @ApiAuth()
  @ApiOperation({ summary: 'Create another API key (rotation without downtime); shown once' })
  @ApiCreatedResponse({ type: CreatedApiKeyResponse })
  async createKey(
    @CurrentAuth() auth: AuthContext,
    @Body() body: CreateApiKeyDto,
  ): Promise<CreatedApiKeyResponse> {
    const { entity, key } = await this.apiKeys.create(auth.orgId, body, actorOf(auth));
    return {
      id: entity.id,
      name: entity.name,
      prefix: entity.prefix,
      apiKey: key,
      createdAt: entity.createdAt.toISOString(),
      expiresAt: entity.expiresAt?.toISOString() ?? null,
    };
  }

  @Delete('keys/:id')
  @HttpCode(204)
  @ApiAuth()
  @ApiOperation({
    summary: 'Revoke an API key; it stops working at once on this instance, within 1 s elsewhere',
  })
  @ApiNoContentResponse({ description: 'Revoked (or already revoked)' })
  @ApiErrors(404)
  @ApiConflictResponse({
    description: 'The last active key (LAST_ACTIVE_KEY)',
    type: ErrorResponseDto,
  })
  async revokeKey(@CurrentAuth() auth: AuthContext, @IdParam('id') id: string): Promise<void> {
    await this.apiKeys.revoke(auth.orgId, id, actorOf(auth));
  }
}
