import { Body, Delete, Get, HttpCode, Post, Query } from '@nestjs/common';
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
import { AuthContext } from './auth-context';
import { PageQueryDto } from '../common/pagination/page-query.dto';
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
      'Each key with its role, binding and display prefix, newest first; one page, `nextCursor` ' +
      'for the next. The secret part is never shown again.',
  })
  @ApiOkResponse({ type: ApiKeyListResponse, description: 'A page of API keys' })
  async list(
    @CurrentAuth() auth: AuthContext,
    @Query() query: PageQueryDto,
  ): Promise<ApiKeyListResponse> {
    const page = await this.apiKeys.list(auth.orgId, query);
    return { keys: page.items.map(ApiKeyResponse.from), nextCursor: page.nextCursor };
  }

  @Post()
  @Roles('admin')
  @ApiOperation({
    operationId: 'createApiKey',
    summary: 'Create an API key with a role (rotation without downtime); shown once',
    description:
      '`agentId` is required exactly for role `agent` (400 INVALID_KEY_BINDING) and must be an ' +
      "agent of the organization (404 AGENT_NOT_FOUND); an agent key's actor defaults to the " +
      "agent's name. At most 100 active keys per organization (409 LIMIT_REACHED). The key is " +
      'shown only in this answer: store it.',
  })
  @ApiCreatedResponse({ type: CreatedApiKeyResponse, description: 'The new key, shown once' })
  @ApiErrors(404)
  @ApiConflictResponse({
    description: 'The organization already has 100 active keys (LIMIT_REACHED)',
    type: ErrorResponseDto,
  })
  @ApiBodyErrors()
  async create(
    @CurrentAuth() auth: AuthContext,
    @Body() body: CreateApiKeyDto,
  ): Promise<CreatedApiKeyResponse> {
    return CreatedApiKeyResponse.from(await this.apiKeys.create(auth, body));
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
    description:
      'No other active admin key that does not expire within the next hour would remain ' +
      '(LAST_ADMIN_KEY)',
    type: ErrorResponseDto,
  })
  async revoke(@CurrentAuth() auth: AuthContext, @IdParam('id') id: string): Promise<void> {
    await this.apiKeys.revoke(auth, id);
  }
}
