import type { JsonObject } from '../../common/json';
import { IsIn, IsObject, IsOptional, IsString, MaxLength } from 'class-validator';
import { AGENT_FRAMEWORKS, AgentFramework } from '../agent.constants';
import { IsNotBlank } from '../../common/decorators/is-not-blank.decorator';

export class RegisterAgentDto {
  /** 1–200 characters. */
  @IsNotBlank()
  @MaxLength(200)
  name: string;

  @IsIn(AGENT_FRAMEWORKS)
  framework: AgentFramework;

  /** Free-form key/value object; defaults to `{}`. */
  @IsOptional()
  @IsObject()
  config?: JsonObject;

  /** Up to 2000 characters. */
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  description?: string;
}
