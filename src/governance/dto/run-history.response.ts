import { ApiProperty } from '@nestjs/swagger';
import { GateEventResponse } from './gate-event.response';
import { RunResponse } from './run.response';

export class RunHistoryResponse {
  @ApiProperty({ type: RunResponse })
  run: RunResponse;

  @ApiProperty({
    type: [GateEventResponse],
    description: 'Every accepted transition, oldest first.',
  })
  events: GateEventResponse[];
}
