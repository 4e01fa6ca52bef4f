import { Module } from '@nestjs/common';
import { AgentsModule } from '../agents/agents.module';
import { GovernanceModule } from '../governance/governance.module';
import { ObservationsController } from './observations.controller';
import { ObservationsService } from './observations.service';
import { PatternsController } from './patterns.controller';

@Module({
  imports: [AgentsModule, GovernanceModule],
  controllers: [ObservationsController, PatternsController],
  providers: [ObservationsService],
  exports: [ObservationsService],
})
export class ObservationModule {}
