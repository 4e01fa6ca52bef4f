import { Get, Query } from '@nestjs/common';
import { ApiController } from '../common/decorators/api-controller.decorator';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAuth } from '../common/decorators/api-auth.decorator';
import { CurrentOrg } from '../auth/current-auth.decorator';
import { AuditChainService } from './audit-chain.service';
import { AuditService } from './audit.service';
import { AuditEntryListResponse, AuditEntryResponse } from './dto/audit-entry.response';
import { AuditQueryDto } from './dto/audit-query.dto';
import { AuditVerifyResponse } from './dto/audit-verify.response';
import { READERS } from '../auth/roles';
import { Roles } from '../auth/roles.decorator';

@ApiTags('audit')
@ApiAuth()
@ApiController('audit')
export class AuditController {
  constructor(
    private readonly audit: AuditService,
    private readonly chain: AuditChainService,
  ) {}

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

  @Get('verify')
  @Roles(...READERS)
  @ApiOperation({
    operationId: 'verifyAuditChain',
    summary: "Recompute the organization's audit hash chain",
    description:
      'Walks the sealed entries in `seq` order and checks that each carries the next number and ' +
      'the SHA-256 of the previous hash and its own canonical content (see the `hash` field of ' +
      'an entry). `firstBrokenSeq` names the first entry that does not follow: an edited one, or ' +
      'the number of a removed one. Entries written in the last second or so may not be sealed ' +
      'yet and are not counted. A cut-off tail is not visible here: compare the newest `seq` and ' +
      '`hash` with a copy kept elsewhere.',
  })
  @ApiOkResponse({
    type: AuditVerifyResponse,
    description: 'Whether the chain holds, and where it breaks',
  })
  async verify(@CurrentOrg() orgId: string): Promise<AuditVerifyResponse> {
    return AuditVerifyResponse.from(await this.chain.verify(orgId));
  }
}
