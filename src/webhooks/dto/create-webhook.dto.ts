import { SEVERITIES, Severity } from '../../observation/detection/catalogue';
import { ArrayMaxSize, ArrayUnique, IsArray, IsIn, IsOptional, MaxLength } from 'class-validator';
import { IsNotBlank } from '../../common/decorators/is-not-blank.decorator';
import { EVENT_TYPES, EventType } from '../../outbox/outbox.constants';
import { MAX_DESCRIPTION_LENGTH } from '../webhooks.constants';
import { IsWebhookUrl } from './webhook-url.validator';

export class CreateWebhookDto {
  /** Receiver: an absolute `http` or `https` URL (up to 2048 characters, no credentials). */
  @IsWebhookUrl()
  url: string;

  /**
   * Severities to deliver (`P1`, `P2`, `P3`, `ADV`); default `["P1","P2"]`. P1 is always
   * delivered, P2 only when listed, P3 and ADV never.
   */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(SEVERITIES.length)
  @ArrayUnique()
  @IsIn(SEVERITIES, { each: true })
  events?: Severity[];

  /**
   * Event types to deliver: `pattern.detected`, `gate.submitted`, `run.halted`, `run.resumed`,
   * `run.completed`, `run.cancelled`; default `["pattern.detected"]`.
   */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(EVENT_TYPES.length)
  @ArrayUnique()
  @IsIn(EVENT_TYPES, { each: true })
  types?: EventType[];

  /** Up to 500 characters, not only whitespace (it names the webhook in lists). */
  @IsOptional()
  @IsNotBlank()
  @MaxLength(MAX_DESCRIPTION_LENGTH)
  description?: string;
}
