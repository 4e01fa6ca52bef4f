import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditEntryEntity } from './entities/audit-entry.entity';
import { AuditChainService } from './audit-chain.service';
import { AuditEntryMac } from './audit-entry-mac.service';
import { AuditSealer } from './audit-sealer.service';
import { AuditController } from './audit.controller';
import { AuditService } from './audit.service';

@Module({
  imports: [TypeOrmModule.forFeature([AuditEntryEntity])],
  controllers: [AuditController],
  providers: [AuditService, AuditChainService, AuditSealer, AuditEntryMac],
  exports: [AuditService],
})
export class AuditModule {}
