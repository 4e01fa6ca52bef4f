import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ObservationEntity } from './entities/observation.entity';
import { AgentsModule } from '../agents/agents.module';
import { AuditModule } from '../audit/audit.module';
import { DetectionPolicyModule } from '../detection-policy/detection-policy.module';
import { GovernanceModule } from '../governance/governance.module';
import { OutboxModule } from '../outbox/outbox.module';
import { ObservationReviewsController } from './observation-reviews.controller';
import { ObservationsController } from './observations.controller';
import { ObservationsService } from './observations.service';
import { PatternsController } from './patterns.controller';

@Module({
  imports: [
    TypeOrmModule.forFeature([ObservationEntity]),
    AgentsModule,
    AuditModule,
    DetectionPolicyModule,
    GovernanceModule,
    OutboxModule,
  ],
  controllers: [ObservationsController, ObservationReviewsController, PatternsController],
  providers: [ObservationsService],
  exports: [ObservationsService],
})
export class ObservationModule {}
