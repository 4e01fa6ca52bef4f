import { ApiProperty } from '@nestjs/swagger';
import type { ChainVerdict } from '../audit-chain';

export class AuditVerifyResponse {
  @ApiProperty({ description: 'Whether every sealed entry follows from the one before it.' })
  ok: boolean;

  @ApiProperty({ example: 1204, description: 'Sealed entries checked (unsealed ones are not).' })
  entries: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: null,
    description:
      'The first seq at which the chain breaks: an edited entry, or the number of a removed one.',
  })
  firstBrokenSeq: number | null;

  static from(this: void, verdict: ChainVerdict): AuditVerifyResponse {
    return { ok: verdict.ok, entries: verdict.entries, firstBrokenSeq: verdict.firstBrokenSeq };
  }
}
