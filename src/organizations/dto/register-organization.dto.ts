import { IsString, Matches, MaxLength } from 'class-validator';
import { IsNotBlank } from '../../common/decorators/is-not-blank.decorator';

export class RegisterOrganizationDto {
  /** Display name, 1–200 characters. */
  @IsNotBlank()
  @MaxLength(200)
  name: string;

  /** URL-safe unique handle: lowercase letters, digits and inner hyphens, 1–63 characters. */
  @IsString()
  @Matches(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, {
    message: 'slug must be 1–63 lowercase letters, digits or inner hyphens',
  })
  slug: string;
}
