import { IsIn, IsOptional } from 'class-validator';
import { PageQueryDto } from '../../common/pagination/page-query.dto';
import { DELIVERY_STATUSES, DeliveryStatus } from '../webhooks.constants';

export class ListDeliveriesQueryDto extends PageQueryDto {
  @IsOptional()
  @IsIn(DELIVERY_STATUSES)
  status?: DeliveryStatus;
}
