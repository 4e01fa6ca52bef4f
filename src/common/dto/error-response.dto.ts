import { ApiProperty } from '@nestjs/swagger';

/** The one error shape (SPEC §2), for the OpenAPI document. */
export class ErrorResponseDto {
  @ApiProperty({ example: 409 })
  statusCode: number;

  @ApiProperty({ example: 'Conflict' })
  error: string;

  @ApiProperty({ example: 'GATE_MISMATCH', description: 'Stable machine-readable error code.' })
  code: string;

  @ApiProperty({
    oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    example: "gate review_arch is not the run's current gate (plan)",
    description: 'A sentence, or a list of sentences for VALIDATION_FAILED.',
  })
  message: string | string[];

  @ApiProperty({ example: '5b0f6c1e-3f8a-4f5e-9a59-0c1c3a8d2f11' })
  requestId: string;
}
