import { Get, Query } from '@nestjs/common';
import { ApiController } from '../common/decorators/api-controller.decorator';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAuth } from '../common/decorators/api-auth.decorator';
import { CurrentOrg } from '../auth/current-auth.decorator';
import { AuditService } from './audit.service';
import { AuditEntryListResponse, AuditEntryResponse } from './dto/audit-entry.response';
import { AuditQueryDto } from './dto/audit-query.dto';
import { READERS } from '../auth/roles';
import { Roles } from '../auth/roles.decorator';

@ApiTags('audit')
@ApiAuth()
@ApiController('audit')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @Roles(...READERS)
  @ApiOperation({
    operationId: 'listAuditEntries',
    summary: "The organization's audit trail, newest first",
    description:
      'Filter by action, resource and time; one page, `nextCursor` for the next. Entries are ' +
      'append-only.',
  })
  @ApiOkResponse({ type: AuditEntryListResponse, description: 'A page of audit entries' })
  async list(
    @CurrentOrg() orgId: string,
    @Query() query: AuditQueryDto,
  ): Promise<AuditEntryListResponse> {
    const page = await this.audit.list(orgId, query);
    return { entries: page.items.map(AuditEntryResponse.from), nextCursor: page.nextCursor };
  }
}
