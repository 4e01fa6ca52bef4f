import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { DetectionPolicyController } from './detection-policy.controller';
import { DetectionPolicyService } from './detection-policy.service';
import { DetectionSettingsService } from './detection-settings.service';
import { DetectionPolicyEntity } from './entities/detection-policy.entity';
import { RuleVerdictEntity } from './entities/rule-verdict.entity';
import { RuleVerdictsService } from './rule-verdicts.service';

/**
 * What each organization's detector reads besides the text: its detection policy (the API) and
 * the rules its reviewers demoted (counted from their verdicts), cached per instance.
 */
@Module({
  imports: [TypeOrmModule.forFeature([DetectionPolicyEntity, RuleVerdictEntity]), AuditModule],
  controllers: [DetectionPolicyController],
  providers: [DetectionPolicyService, DetectionSettingsService, RuleVerdictsService],
  exports: [DetectionSettingsService, RuleVerdictsService],
})
export class DetectionPolicyModule {}
