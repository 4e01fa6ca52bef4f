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
import { IdParam } from '../common/decorators/id-param.decorator';
import { ErrorResponseDto } from '../common/dto/error-response.dto';
import { ApiKeysService } from './api-keys.service';
import { actorOf, AuthContext } from './auth-context';
import { CurrentAuth } from './current-auth.decorator';
import { CreateApiKeyDto } from './dto/create-api-key.dto';
import { ApiKeyListResponse, ApiKeyResponse, CreatedApiKeyResponse } from './dto/api-key.response';
import { Roles } from './roles.decorator';

@ApiTags('auth')
@ApiAuth()
@Controller('auth/keys')
export class ApiKeysController {
  constructor(private readonly apiKeys: ApiKeysService) {}

  @Get()
  @Roles('admin')
  @ApiOperation({ summary: "The organization's API keys (never the keys themselves)" })
  @ApiOkResponse({ type: ApiKeyListResponse })
  async list(@CurrentAuth() auth: AuthContext): Promise<ApiKeyListResponse> {
    const keys = await this.apiKeys.list(auth.orgId);
    return { keys: keys.map(ApiKeyResponse.from) };
  }

  @Post()
  @Roles('admin')
  @ApiOperation({ summary: 'Create another API key (rotation without downtime); shown once' })
  @ApiCreatedResponse({ type: CreatedApiKeyResponse })
  async create(
    @CurrentAuth() auth: AuthContext,
    @Body() body: CreateApiKeyDto,
  ): Promise<CreatedApiKeyResponse> {
    const { entity, key } = await this.apiKeys.create(
      auth.orgId,
      { ...body, role: 'admin' },
      actorOf(auth),
    );
    return {
      id: entity.id,
      name: entity.name,
      role: entity.role,
      agentId: entity.agentId,
      actor: entity.actor,
      prefix: entity.prefix,
      apiKey: key,
      createdAt: entity.createdAt.toISOString(),
      expiresAt: entity.expiresAt?.toISOString() ?? null,
    };
  }

  @Delete(':id')
  @HttpCode(204)
  @Roles('admin')
  @ApiOperation({
    summary: 'Revoke an API key; it stops working at once on this instance, within 1 s elsewhere',
  })
  @ApiNoContentResponse({ description: 'Revoked (or already revoked)' })
  @ApiErrors(404)
  @ApiConflictResponse({
    description: 'The last active key (LAST_ACTIVE_KEY)',
    type: ErrorResponseDto,
  })
  async revoke(@CurrentAuth() auth: AuthContext, @IdParam('id') id: string): Promise<void> {
    await this.apiKeys.revoke(auth.orgId, id, actorOf(auth));
  }
}
