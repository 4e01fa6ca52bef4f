import type { JsonObject } from '../../common/json';
import { Type } from 'class-transformer';
import { IsObject, IsOptional, IsUUID, ValidateNested } from 'class-validator';
import { RunPolicyDto } from './run-policy.dto';

export class StartRunDto {
  /** An agent of the calling organization. */
  @IsUUID()
  agentId: string;

  /** Free-form key/value object, stored and returned; defaults to `{}`. */
  @IsOptional()
  @IsObject()
  metadata?: JsonObject;

  /** Rules for this run; every rule is off unless set. */
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => RunPolicyDto)
  policy?: RunPolicyDto;
}
