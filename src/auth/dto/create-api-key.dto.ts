import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID, MaxLength, ValidateIf } from 'class-validator';
import { IsIsoDate } from '../../common/decorators/is-iso-date.decorator';
import { IsNotBlank } from '../../common/decorators/is-not-blank.decorator';
import { type Role, ROLES } from '../roles';
import { IsActorName } from '../actor-name.decorator';

export class CreateApiKeyDto {
  /** A label to tell keys apart, e.g. "ci" or "rotation-2026-11" (1–100 characters). */
  @IsOptional()
  @IsNotBlank()
  @MaxLength(100)
  name?: string;

  /** What the key may do; see "Who may do what" in the README. */
  @ApiProperty({ enum: ROLES, enumName: 'KeyRole' })
  @IsIn(ROLES)
  role: Role;

  /**
   * The agent an `agent` key is bound to: required for role `agent`, refused for the others. Must
   * be an agent of the organization (404 AGENT_NOT_FOUND).
   */
  @ValidateIf((dto: CreateApiKeyDto) => dto.role === 'agent' || dto.agentId !== undefined)
  @IsUUID()
  agentId?: string;

  /**
   * The actor requests made with this key act as (1–200 characters, not blank); a request naming
   * another is refused (403 ACTOR_MISMATCH). An agent key's defaults to its agent's name.
   */
  @IsActorName()
  actor?: string;

  /** When the key stops working (ISO 8601, in the future). Omit for no expiry. */
  @IsOptional()
  @IsIsoDate()
  expiresAt?: Date;
}
