import type { JsonObject } from '../../common/json';
import { ApiProperty } from '@nestjs/swagger';
import { AUDIT_RESOURCE_TYPES } from '../audit.constants';
import type { AuditResourceType } from '../entities/audit-entry.entity';
import { AuditEntryEntity } from '../entities/audit-entry.entity';

export class AuditEntryResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'created' })
  action: string;

  @ApiProperty({ enum: AUDIT_RESOURCE_TYPES })
  resourceType: AuditResourceType;

  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  resourceId: string | null;

  @ApiProperty({
    example: 'api_key:3f1c…',
    description: 'Who acted: an API key id or a named actor.',
  })
  actor: string;

  @ApiProperty({
    format: 'uuid',
    nullable: true,
    type: String,
    description: 'The API key that made the request; null for the system and for registration.',
  })
  keyId: string | null;

  @ApiProperty({ type: 'object', additionalProperties: true })
  details: JsonObject;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  static from(this: void, entry: AuditEntryEntity): AuditEntryResponse {
    return {
      id: entry.id,
      action: entry.action,
      resourceType: entry.resourceType,
      resourceId: entry.resourceId,
      actor: entry.actor,
      keyId: entry.keyId,
      details: entry.details,
      createdAt: entry.createdAt.toISOString(),
    };
  }
}

export class AuditEntryListResponse {
  @ApiProperty({ type: [AuditEntryResponse] })
  entries: AuditEntryResponse[];

  @ApiProperty({ type: String, nullable: true })
  nextCursor: string | null;
}
