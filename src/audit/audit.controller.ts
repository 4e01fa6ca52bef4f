import { Controller, Get, Query } from '@nestjs/common';
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
@Controller('audit')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @Roles(...READERS)
  @ApiOperation({ summary: "The organization's audit trail, newest first" })
  @ApiOkResponse({ type: AuditEntryListResponse })
  async list(
    @CurrentOrg() orgId: string,
    @Query() query: AuditQueryDto,
  ): Promise<AuditEntryListResponse> {
    const page = await this.audit.list(orgId, query);
    return { entries: page.items.map(AuditEntryResponse.from), nextCursor: page.nextCursor };
  }
}
