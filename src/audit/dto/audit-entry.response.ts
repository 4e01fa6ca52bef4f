import type { JsonObject } from '../../common/json';
import { ApiProperty } from '@nestjs/swagger';
import { AUDIT_RESOURCE_TYPES } from '../audit.constants';
import type { AuditResourceType } from '../entities/audit-entry.entity';
import { AuditEntryEntity } from '../entities/audit-entry.entity';

export class AuditEntryResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 42,
    description:
      "The entry's place in the organization's chain (1, 2, … without gaps); null for the " +
      'second or so until the entry is sealed.',
  })
  seq: number | null;

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

  @ApiProperty({
    type: String,
    nullable: true,
    example: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
    description:
      'Lowercase hex SHA-256 of the previous entry’s `hash` (64 zeros before seq 1) followed by ' +
      'this entry’s canonical content: RFC 8785 JSON of { id, orgId, seq, action, resourceType, ' +
      'resourceId, actor, keyId, details, createdAt }. Null until sealed.',
  })
  hash: string | null;

  static from(this: void, entry: AuditEntryEntity): AuditEntryResponse {
    return {
      id: entry.id,
      seq: entry.seq,
      action: entry.action,
      resourceType: entry.resourceType,
      resourceId: entry.resourceId,
      actor: entry.actor,
      keyId: entry.keyId,
      details: entry.details,
      createdAt: entry.createdAt.toISOString(),
      hash: entry.hash,
    };
  }
}

export class AuditEntryListResponse {
  @ApiProperty({ type: [AuditEntryResponse] })
  entries: AuditEntryResponse[];

  @ApiProperty({ type: String, nullable: true })
  nextCursor: string | null;
}
