import { ApiProperty } from '@nestjs/swagger';
import { LAYER_STATUSES, LayerStatus } from '../observation.constants';

export class DetectionLayerResponse {
  @ApiProperty({ example: 'regex' })
  name: string;

  @ApiProperty({ enum: LAYER_STATUSES })
  status: LayerStatus;
}

export class DetectionLayersResponse {
  @ApiProperty({ type: [DetectionLayerResponse] })
  layers: DetectionLayerResponse[];
}
