import { Body, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { ApiController } from '../common/decorators/api-controller.decorator';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ApiAuth } from '../common/decorators/api-auth.decorator';
import { ApiBodyErrors, ApiErrors } from '../common/decorators/api-errors.decorator';
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
@ApiController('auth/keys')
export class ApiKeysController {
  constructor(private readonly apiKeys: ApiKeysService) {}

  @Get()
  @Roles('admin')
  @ApiOperation({
    operationId: 'listApiKeys',
    summary: "The organization's API keys (never the keys themselves)",
    description:
      'Each key with its role, binding and display prefix; the secret part is never shown again.',
  })
  @ApiOkResponse({ type: ApiKeyListResponse, description: 'The API keys' })
  async list(@CurrentAuth() auth: AuthContext): Promise<ApiKeyListResponse> {
    const keys = await this.apiKeys.list(auth.orgId);
    return { keys: keys.map(ApiKeyResponse.from) };
  }

  @Post()
  @Roles('admin')
  @ApiOperation({
    operationId: 'createApiKey',
    summary: 'Create another API key (rotation without downtime); shown once',
    description: 'The key is shown only in this answer: store it, then revoke the one it replaces.',
  })
  @ApiCreatedResponse({ type: CreatedApiKeyResponse, description: 'The new key, shown once' })
  @ApiBodyErrors()
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
    operationId: 'revokeApiKey',
    summary: 'Revoke an API key; it stops working at once on this instance, within 1 s elsewhere',
    description: 'Revoking a revoked key changes nothing; the last active key cannot be revoked.',
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
