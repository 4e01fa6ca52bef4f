import type { JsonObject } from '../../common/json';
import { IsIn, IsNotEmpty, IsObject, IsOptional, IsString, MaxLength } from 'class-validator';
import { AGENT_FRAMEWORKS, AgentFramework } from '../agent.constants';

export class RegisterAgentDto {
  /** 1–200 characters. */
  @IsString()
  @IsNotEmpty()
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
