import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OutboxEventEntity } from './entities/outbox-event.entity';
import { OutboxService } from './outbox.service';

/**
 * The transactional outbox: where governance and observation write the events they report, in
 * their own transactions. A module of its own (depending on nothing) because the writers are
 * domain modules and the reader is webhooks, which no domain module may import.
 */
@Module({
  imports: [TypeOrmModule.forFeature([OutboxEventEntity])],
  providers: [OutboxService],
  exports: [OutboxService],
})
export class OutboxModule {}
