import { ApiProperty, ApiPropertyOptions } from '@nestjs/swagger';
import { IsNotEmpty, IsObject, IsOptional, IsString, IsUUID } from 'class-validator';
import { MAX_TEXT_LENGTH } from '../observation.constants';
import { TRACE_SCHEMA } from './trace.schema';

export class AssessDto {
  /**
   * The agent's output, 1 to 1,000,000 characters (longer → 413 TEXT_TOO_LARGE). Only its length
   * and SHA-256 are stored, with the matched phrases and their surroundings.
   */
  @ApiProperty({ minLength: 1, maxLength: MAX_TEXT_LENGTH })
  @IsString()
  @IsNotEmpty()
  text: string;

  /** The agent that wrote the text; must belong to the organization. */
  @IsOptional()
  @IsUUID()
  agentId?: string | null;

  /** The governance run the text belongs to; alone, it also names the agent (the run's). */
  @IsOptional()
  @IsUUID()
  runId?: string | null;

  /** Read by the context-aware layer (SPEC §7.2); its shape is checked there, path by path. */
  @ApiProperty({ ...TRACE_SCHEMA, required: false } as ApiPropertyOptions)
  @IsOptional()
  @IsObject()
  trace?: Record<string, unknown>;
}
