import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ApiAuth } from '../common/decorators/api-auth.decorator';
import { ApiErrors } from '../common/decorators/api-errors.decorator';
import { CurrentAuth, CurrentOrg } from '../auth/current-auth.decorator';
import { IdParam } from '../common/decorators/id-param.decorator';
import { AuthContext, recordedBy } from '../auth/auth-context';
import { PageQueryDto } from '../common/pagination/page-query.dto';
import { CreateWebhookDto } from './dto/create-webhook.dto';
import { DeliveryListResponse, DeliveryResponse } from './dto/delivery.response';
import { ListDeliveriesQueryDto } from './dto/list-deliveries-query.dto';
import { UpdateWebhookDto } from './dto/update-webhook.dto';
import {
  CreatedWebhookResponse,
  RotatedSecretResponse,
  WebhookListResponse,
  WebhookResponse,
} from './dto/webhook.response';
import { WebhookDeliveriesService } from './webhook-deliveries.service';
import { WebhooksService } from './webhooks.service';
import { READERS } from '../auth/roles';
import { Roles } from '../auth/roles.decorator';

@ApiTags('webhooks')
@ApiAuth()
@Controller('webhooks')
export class WebhooksController {
  constructor(
    private readonly webhooks: WebhooksService,
    private readonly deliveries: WebhookDeliveriesService,
  ) {}

  @Post()
  @Roles('admin')
  @ApiOperation({
    summary: 'Register a webhook; answers its signing secret, shown only here',
    description:
      'A URL that is, or resolves to, a loopback, private, link-local or metadata address is ' +
      'refused (400 WEBHOOK_URL_NOT_ALLOWED) unless WEBHOOK_ALLOW_PRIVATE_NETWORKS is true. ' +
      'At most 50 webhooks per organization (409 LIMIT_REACHED).',
  })
  @ApiCreatedResponse({ type: CreatedWebhookResponse })
  @ApiErrors(409)
  async create(
    @CurrentAuth() auth: AuthContext,
    @Body() body: CreateWebhookDto,
  ): Promise<CreatedWebhookResponse> {
    const { webhook, secret } = await this.webhooks.create(auth.orgId, body, recordedBy(auth));
    return CreatedWebhookResponse.fromCreated(webhook, secret);
  }

  @Get()
  @Roles(...READERS)
  @ApiOperation({ summary: "The organization's webhooks, newest first (never their secrets)" })
  @ApiOkResponse({ type: WebhookListResponse })
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
  @ApiOperation({ summary: 'One webhook (never its secret)' })
  @ApiOkResponse({ type: WebhookResponse })
  @ApiErrors(404)
  async get(@CurrentOrg() orgId: string, @IdParam('id') id: string): Promise<WebhookResponse> {
    return WebhookResponse.from(await this.webhooks.get(orgId, id));
  }

  @Patch(':id')
  @Roles('admin')
  @ApiOperation({ summary: 'Change url, events, description or active' })
  @ApiOkResponse({ type: WebhookResponse })
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
  @ApiOperation({ summary: 'Issue a new signing secret, shown only here; the old one stops' })
  @ApiCreatedResponse({ type: RotatedSecretResponse })
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
  @ApiOperation({ summary: "The webhook's deliveries with every attempt, newest first" })
  @ApiOkResponse({ type: DeliveryListResponse })
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
    summary: 'Send a delivery again: a new delivery (new id) of the same payload bytes',
  })
  @ApiCreatedResponse({ type: DeliveryResponse })
  @ApiErrors(404)
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
