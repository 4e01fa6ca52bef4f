import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

/** `?limit=&cursor=` of every list endpoint (SPEC §3). Feature list queries extend it. */
export class PageQueryDto {
  /** Page size, 1–200. */
  @IsOptional()
  // Plain decimal digits only: Number() would also read "0x10", "1e1", "+5" and " 5".
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^[0-9]{1,6}$/.test(value) ? Number(value) : value,
  )
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  limit?: number = DEFAULT_PAGE_SIZE;

  /** Opaque cursor from the previous page's `nextCursor`. */
  @IsOptional()
  @IsString()
  @MaxLength(200)
  cursor?: string;
}
