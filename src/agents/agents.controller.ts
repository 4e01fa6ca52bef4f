import { Body, Controller, Get, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAuth } from '../common/decorators/api-auth.decorator';
import { ApiErrors } from '../common/decorators/api-errors.decorator';
import { CurrentAuth } from '../auth/current-auth.decorator';
import { IdParam } from '../common/decorators/id-param.decorator';
import { AuthContext } from '../auth/auth-context';
import { scopeOf } from '../auth/scope';
import { AgentsService } from './agents.service';
import { AgentListResponse, AgentResponse } from './dto/agent.response';
import { ListAgentsQueryDto } from './dto/list-agents-query.dto';
import { RegisterAgentDto } from './dto/register-agent.dto';
import { UpdateAgentDto } from './dto/update-agent.dto';
import { ROLES } from '../auth/roles';
import { Roles } from '../auth/roles.decorator';

@ApiTags('agents')
@ApiAuth()
@Controller('agents')
export class AgentsController {
  constructor(private readonly agents: AgentsService) {}

  @Post('register')
  @Roles('admin')
  @ApiOperation({ summary: 'Register an agent (status `registered`)' })
  @ApiCreatedResponse({ type: AgentResponse })
  async register(
    @CurrentAuth() auth: AuthContext,
    @Body() body: RegisterAgentDto,
  ): Promise<AgentResponse> {
    return AgentResponse.from(await this.agents.register(auth, body));
  }

  @Get()
  @Roles(...ROLES)
  @ApiOperation({
    summary: "The organization's agents, newest first (an agent key sees only its agent)",
  })
  @ApiOkResponse({ type: AgentListResponse })
  async list(
    @CurrentAuth() auth: AuthContext,
    @Query() query: ListAgentsQueryDto,
  ): Promise<AgentListResponse> {
    const page = await this.agents.list(scopeOf(auth), query);
    return { agents: page.items.map(AgentResponse.from), nextCursor: page.nextCursor };
  }

  @Get(':id')
  @Roles(...ROLES)
  @ApiOperation({ summary: 'One agent' })
  @ApiOkResponse({ type: AgentResponse })
  @ApiErrors(404)
  async get(@CurrentAuth() auth: AuthContext, @IdParam('id') id: string): Promise<AgentResponse> {
    return AgentResponse.from(await this.agents.get(scopeOf(auth), id));
  }

  @Patch(':id')
  @Roles('admin')
  @ApiOperation({ summary: 'Change name, config, description or status' })
  @ApiOkResponse({ type: AgentResponse })
  @ApiErrors(404)
  async update(
    @CurrentAuth() auth: AuthContext,
    @IdParam('id') id: string,
    @Body() body: UpdateAgentDto,
  ): Promise<AgentResponse> {
    return AgentResponse.from(await this.agents.update(auth, id, body));
  }
}
