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
