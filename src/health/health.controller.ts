import { Controller, Get, Res } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../auth/public.decorator';
import { ApiErrors } from '../common/decorators/api-errors.decorator';
import { DatabaseProbe } from './database-probe.service';

export class HealthResponse {
  @ApiProperty({ enum: ['ok', 'error'] })
  status: 'ok' | 'error';

  @ApiProperty({ enum: ['up', 'down'] })
  database: 'up' | 'down';
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly database: DatabaseProbe) {}

  @Public()
  @Get()
  @ApiOperation({
    operationId: 'checkHealth',
    summary: 'Liveness and database reachability',
    description:
      'Needs no key. Answers within a second, even while the request pool is exhausted: for ' +
      'load balancers and monitors.',
  })
  @ApiOkResponse({ type: HealthResponse, description: 'Up, with the database reachable' })
  @ApiErrors(429)
  @ApiServiceUnavailableResponse({
    type: HealthResponse,
    description: 'The database is unreachable',
  })
  async check(@Res({ passthrough: true }) res: Response): Promise<HealthResponse> {
    if (await this.database.isUp()) return { status: 'ok', database: 'up' };
    res.status(503);
    return { status: 'error', database: 'down' };
  }
}
