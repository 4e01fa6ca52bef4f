import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiKeyEntity } from './entities/api-key.entity';
import { AuditModule } from '../audit/audit.module';
import { AddressRateLimiter } from './address-rate-limiter';
import { ApiKeyGuard } from './api-key.guard';
import { ApiKeysController } from './api-keys.controller';
import { ApiKeysService } from './api-keys.service';

/** API keys, their roles, and the one global guard that authenticates and authorizes requests. */
@Module({
  imports: [TypeOrmModule.forFeature([ApiKeyEntity]), AuditModule],
  controllers: [ApiKeysController],
  providers: [ApiKeysService, ApiKeyGuard, AddressRateLimiter],
  exports: [ApiKeysService, ApiKeyGuard, AddressRateLimiter],
})
export class AuthModule {}
