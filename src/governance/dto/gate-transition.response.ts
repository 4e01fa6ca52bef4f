import { ApiProperty } from '@nestjs/swagger';
import { GATES, Gate } from '../gate-machine';
import { GateEventResponse } from './gate-event.response';
import { RunResponse } from './run.response';

export class GateTransitionResponse {
  @ApiProperty({ type: GateEventResponse })
  event: GateEventResponse;

  @ApiProperty({
    enum: GATES,
    nullable: true,
    description: "The gate that now awaits action (the run's new currentGate); null once complete.",
  })
  nextGate: Gate | null;

  @ApiProperty({ description: 'This transition completed the run.' })
  isComplete: boolean;

  @ApiProperty({ type: RunResponse })
  run: RunResponse;
}
