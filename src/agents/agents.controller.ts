import { Body, Get, Patch, Post, Query } from '@nestjs/common';
import { ApiController } from '../common/decorators/api-controller.decorator';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAuth } from '../common/decorators/api-auth.decorator';
import { ApiBodyErrors, ApiErrors } from '../common/decorators/api-errors.decorator';
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
@ApiController('agents')
export class AgentsController {
  constructor(private readonly agents: AgentsService) {}

  @Post('register')
  @Roles('admin')
  @ApiOperation({
    operationId: 'registerAgent',
    summary: 'Register an agent (status `registered`)',
    description: 'An agent whose work runs through the gates and whose output is assessed.',
  })
  @ApiCreatedResponse({ type: AgentResponse, description: 'The new agent' })
  @ApiBodyErrors()
  async register(
    @CurrentAuth() auth: AuthContext,
    @Body() body: RegisterAgentDto,
  ): Promise<AgentResponse> {
    return AgentResponse.from(await this.agents.register(auth, body));
  }

  @Get()
  @Roles(...ROLES)
  @ApiOperation({
    operationId: 'listAgents',
    summary: "The organization's agents, newest first (an agent key sees only its agent)",
    description: 'One page; pass `nextCursor` as `cursor` for the next.',
  })
  @ApiOkResponse({ type: AgentListResponse, description: 'A page of agents' })
  async list(
    @CurrentAuth() auth: AuthContext,
    @Query() query: ListAgentsQueryDto,
  ): Promise<AgentListResponse> {
    const page = await this.agents.list(scopeOf(auth), query);
    return { agents: page.items.map(AgentResponse.from), nextCursor: page.nextCursor };
  }

  @Get(':id')
  @Roles(...ROLES)
  @ApiOperation({
    operationId: 'getAgent',
    summary: 'One agent',
    description:
      "Another organization's agent, or for an agent key any other agent, is answered as " +
      'unknown: 404.',
  })
  @ApiOkResponse({ type: AgentResponse, description: 'The agent' })
  @ApiErrors(404)
  async get(@CurrentAuth() auth: AuthContext, @IdParam('id') id: string): Promise<AgentResponse> {
    return AgentResponse.from(await this.agents.get(scopeOf(auth), id));
  }

  @Patch(':id')
  @Roles('admin')
  @ApiOperation({
    operationId: 'updateAgent',
    summary: 'Change name, config, description or status',
    description: 'Only the fields sent change; the change is written to the audit trail.',
  })
  @ApiOkResponse({ type: AgentResponse, description: 'The agent as changed' })
  @ApiBodyErrors()
  @ApiErrors(404)
  async update(
    @CurrentAuth() auth: AuthContext,
    @IdParam('id') id: string,
    @Body() body: UpdateAgentDto,
  ): Promise<AgentResponse> {
    return AgentResponse.from(await this.agents.update(auth, id, body));
  }
}
