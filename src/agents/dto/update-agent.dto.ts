import type { JsonObject } from '../../common/json';
import { IsIn, IsObject, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsOptionalNonNull } from '../../common/decorators/is-optional-non-null.decorator';
import { AGENT_STATUSES, AgentStatus } from '../agent.constants';
import { IsNotBlank } from '../../common/decorators/is-not-blank.decorator';

/** Every field optional; only the fields sent change. `config` is replaced, not merged. */
export class UpdateAgentDto {
  @IsOptionalNonNull()
  @IsNotBlank()
  @MaxLength(200)
  name?: string;

  @IsOptionalNonNull()
  @IsObject()
  config?: JsonObject;

  /** Send `null` to clear it. */
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  description?: string | null;

  @IsOptionalNonNull()
  @IsIn(AGENT_STATUSES)
  status?: AgentStatus;
}
