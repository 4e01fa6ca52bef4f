import { Type } from 'class-transformer';
import { IsDate, IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../common/pagination/page-query.dto';
import { AUDIT_RESOURCE_TYPES } from '../audit.constants';
import type { AuditResourceType } from '../entities/audit-entry.entity';

export class AuditQueryDto extends PageQueryDto {
  /** e.g. created, updated, revoked, gate_transition, cancelled, deleted, webhook_delivery_failed */
  @IsOptional()
  @IsString()
  @MaxLength(64)
  action?: string;

  @IsOptional()
  @IsIn(AUDIT_RESOURCE_TYPES)
  resourceType?: AuditResourceType;

  @IsOptional()
  @IsUUID()
  resourceId?: string;

  /** Entries created at or after this time (ISO 8601). */
  @IsOptional()
  @Type(() => Date)
  @IsDate()
  since?: Date;

  /** Entries created before this time (ISO 8601). */
  @IsOptional()
  @Type(() => Date)
  @IsDate()
  until?: Date;
}
