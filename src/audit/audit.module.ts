import { Module } from '@nestjs/common';
import { AuditChainService } from './audit-chain.service';
import { AuditSealer } from './audit-sealer.service';
import { AuditController } from './audit.controller';
import { AuditService } from './audit.service';

@Module({
  controllers: [AuditController],
  providers: [AuditService, AuditChainService, AuditSealer],
  exports: [AuditService],
})
export class AuditModule {}
