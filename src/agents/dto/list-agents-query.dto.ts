import { IsIn, IsOptional } from 'class-validator';
import { PageQueryDto } from '../../common/pagination/page-query.dto';
import { AGENT_FRAMEWORKS, AGENT_STATUSES, AgentFramework, AgentStatus } from '../agent.constants';

export class ListAgentsQueryDto extends PageQueryDto {
  @IsOptional()
  @IsIn(AGENT_FRAMEWORKS)
  framework?: AgentFramework;

  @IsOptional()
  @IsIn(AGENT_STATUSES)
  status?: AgentStatus;
}
