import { SEVERITIES, Severity } from '../../observation/detection/catalogue';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  MaxLength,
} from 'class-validator';
import { IsOptionalNonNull } from '../../common/decorators/is-optional-non-null.decorator';
import { IsNotBlank } from '../../common/decorators/is-not-blank.decorator';
import { EVENT_TYPES, EventType } from '../../outbox/outbox.constants';
import { MAX_DESCRIPTION_LENGTH } from '../webhooks.constants';
import { IsWebhookUrl } from './webhook-url.validator';

/** Every field optional; only the fields sent change. */
export class UpdateWebhookDto {
  @IsOptionalNonNull()
  @IsWebhookUrl()
  url?: string;

  @IsOptionalNonNull()
  @IsArray()
  @ArrayMaxSize(SEVERITIES.length)
  @ArrayUnique()
  @IsIn(SEVERITIES, { each: true })
  events?: Severity[];

  /**
   * Event types to deliver: `pattern.detected`, `gate.submitted`, `run.halted`, `run.resumed`,
   * `run.completed`, `run.cancelled`.
   */
  @IsOptionalNonNull()
  @IsArray()
  @ArrayMaxSize(EVENT_TYPES.length)
  @ArrayUnique()
  @IsIn(EVENT_TYPES, { each: true })
  types?: EventType[];

  /** Send `null` to clear it; not only whitespace. */
  @IsOptional()
  @IsNotBlank()
  @MaxLength(MAX_DESCRIPTION_LENGTH)
  description?: string | null;

  /** `false` stops new deliveries; retries already scheduled still run. */
  @IsOptionalNonNull()
  @IsBoolean()
  active?: boolean;
}
