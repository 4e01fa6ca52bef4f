import { Body, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiController } from '../common/decorators/api-controller.decorator';
import {
  ApiCreatedResponse,
  ApiExtraModels,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ApiAuth } from '../common/decorators/api-auth.decorator';
import { ApiBodyErrors, ApiErrors } from '../common/decorators/api-errors.decorator';
import { CurrentAuth, CurrentOrg } from '../auth/current-auth.decorator';
import { IdParam } from '../common/decorators/id-param.decorator';
import { AuthContext, recordedBy } from '../auth/auth-context';
import { PageQueryDto } from '../common/pagination/page-query.dto';
import { CreateWebhookDto } from './dto/create-webhook.dto';
import { DeliveryListResponse, DeliveryResponse } from './dto/delivery.response';
import { PatternDetectedWebhookBody, RunEventWebhookBody } from './dto/webhook-event.payload';
import { ListDeliveriesQueryDto } from './dto/list-deliveries-query.dto';
import { UpdateWebhookDto } from './dto/update-webhook.dto';
import {
  CreatedWebhookResponse,
  RotatedSecretResponse,
  WebhookListResponse,
  WebhookResponse,
} from './dto/webhook.response';
import { DeliveryLogService } from './delivery/delivery-log.service';
import { WebhooksService } from './webhooks.service';
import { READERS } from '../auth/roles';
import { Roles } from '../auth/roles.decorator';

@ApiTags('webhooks')
@ApiAuth()
// The bodies this service sends, for the document's `webhooks` section (webhooks.openapi.ts).
@ApiExtraModels(PatternDetectedWebhookBody, RunEventWebhookBody)
@ApiController('webhooks')
export class WebhooksController {
  constructor(
    private readonly webhooks: WebhooksService,
    private readonly deliveries: DeliveryLogService,
  ) {}

  @Post()
  @Roles('admin')
  @ApiOperation({
    operationId: 'createWebhook',
    summary: 'Register a webhook; answers its signing secret, shown only here',
    description:
      'A URL that is, or resolves to, a loopback, private, link-local or metadata address is ' +
      'refused (400 WEBHOOK_URL_NOT_ALLOWED) unless WEBHOOK_ALLOW_PRIVATE_NETWORKS is true. ' +
      'At most 50 webhooks per organization (409 LIMIT_REACHED).',
  })
  @ApiCreatedResponse({
    type: CreatedWebhookResponse,
    description: 'The webhook and its signing secret, shown once',
  })
  @ApiErrors(409)
  @ApiBodyErrors()
  async create(
    @CurrentAuth() auth: AuthContext,
    @Body() body: CreateWebhookDto,
  ): Promise<CreatedWebhookResponse> {
    const { webhook, secret } = await this.webhooks.create(auth.orgId, body, recordedBy(auth));
    return CreatedWebhookResponse.fromCreated(webhook, secret);
  }

  @Get()
  @Roles(...READERS)
  @ApiOperation({
    operationId: 'listWebhooks',
    summary: "The organization's webhooks, newest first (never their secrets)",
    description:
      'Every webhook with the events and types it subscribes to; one page, `nextCursor` for the ' +
      'next.',
  })
  @ApiOkResponse({ type: WebhookListResponse, description: 'A page of webhooks' })
  async list(
    @CurrentOrg() orgId: string,
    @Query() query: PageQueryDto,
  ): Promise<WebhookListResponse> {
    const page = await this.webhooks.list(orgId, query);
    return {
      webhooks: page.items.map((webhook) => WebhookResponse.from(webhook)),
      nextCursor: page.nextCursor,
    };
  }

  @Get(':id')
  @Roles(...READERS)
  @ApiOperation({
    operationId: 'getWebhook',
    summary: 'One webhook (never its secret)',
    description: 'A webhook of another organization is answered as unknown: 404.',
  })
  @ApiOkResponse({ type: WebhookResponse, description: 'The webhook' })
  @ApiErrors(404)
  async get(@CurrentOrg() orgId: string, @IdParam('id') id: string): Promise<WebhookResponse> {
    return WebhookResponse.from(await this.webhooks.get(orgId, id));
  }

  @Patch(':id')
  @Roles('admin')
  @ApiOperation({
    operationId: 'updateWebhook',
    summary: 'Change url, events, types, description or active',
    description: 'Only the fields sent change; a new URL is checked as at registration.',
  })
  @ApiOkResponse({ type: WebhookResponse, description: 'The webhook as changed' })
  @ApiBodyErrors()
  @ApiErrors(404)
  async update(
    @CurrentAuth() auth: AuthContext,
    @IdParam('id') id: string,
    @Body() body: UpdateWebhookDto,
  ): Promise<WebhookResponse> {
    return WebhookResponse.from(await this.webhooks.update(auth.orgId, id, body, recordedBy(auth)));
  }

  @Delete(':id')
  @Roles('admin')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'deleteWebhook',
    summary: 'Delete a webhook; its pending retries are cancelled',
    description: 'An attempt already in flight may still finish.',
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors(404)
  async remove(@CurrentAuth() auth: AuthContext, @IdParam('id') id: string): Promise<void> {
    await this.webhooks.remove(auth.orgId, id, recordedBy(auth));
  }

  @Post(':id/rotate-secret')
  @Roles('admin')
  @ApiOperation({
    operationId: 'rotateWebhookSecret',
    summary: 'Issue a new signing secret, shown only here; the old one stops',
    description: 'Attempts made from now on are signed with the new secret.',
  })
  @ApiCreatedResponse({ type: RotatedSecretResponse, description: 'The new secret, shown once' })
  @ApiErrors(404)
  async rotateSecret(
    @CurrentAuth() auth: AuthContext,
    @IdParam('id') id: string,
  ): Promise<RotatedSecretResponse> {
    const { webhook, secret } = await this.webhooks.rotateSecret(auth.orgId, id, recordedBy(auth));
    return { webhookId: webhook.id, secret };
  }

  @Get(':id/deliveries')
  @Roles(...READERS)
  @ApiOperation({
    operationId: 'listWebhookDeliveries',
    summary: "The webhook's deliveries with every attempt, newest first",
    description:
      'Filter by `status`; one page, `nextCursor` for the next. Each attempt with its status, ' +
      'duration and error.',
  })
  @ApiOkResponse({ type: DeliveryListResponse, description: 'A page of deliveries' })
  @ApiErrors(404)
  async listDeliveries(
    @CurrentOrg() orgId: string,
    @IdParam('id') id: string,
    @Query() query: ListDeliveriesQueryDto,
  ): Promise<DeliveryListResponse> {
    const page = await this.deliveries.list(orgId, id, query);
    return {
      deliveries: page.items.map(({ delivery, attempts }) =>
        DeliveryResponse.from(delivery, attempts),
      ),
      nextCursor: page.nextCursor,
    };
  }

  @Post(':id/deliveries/:deliveryId/redeliver')
  @Roles('admin')
  @ApiOperation({
    operationId: 'redeliverWebhookDelivery',
    summary: 'Send a delivery again: a new delivery (new id) of the same payload bytes',
    description:
      'A delivery that is itself still pending cannot be sent again (409 DELIVERY_PENDING).',
  })
  @ApiCreatedResponse({ type: DeliveryResponse, description: 'The new delivery' })
  @ApiErrors(404, 409)
  async redeliver(
    @CurrentAuth() auth: AuthContext,
    @IdParam('id') id: string,
    @IdParam('deliveryId') deliveryId: string,
  ): Promise<DeliveryResponse> {
    const { delivery, attempts } = await this.deliveries.redeliver(
      auth.orgId,
      id,
      deliveryId,
      recordedBy(auth),
    );
    return DeliveryResponse.from(delivery, attempts);
  }
}
