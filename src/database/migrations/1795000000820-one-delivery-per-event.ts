import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An event is delivered to a webhook once (SPEC §10: each webhook attempt is made by exactly one
 * instance): the database refuses a second delivery of one event to one webhook, so no race
 * between instances fanning out the outbox can send it twice. Redeliveries are new rows of their
 * own (`redelivery_of`) and stay allowed.
 */
export class OneDeliveryPerEvent1795000000820 implements MigrationInterface {
  name = 'OneDeliveryPerEvent1795000000820';

  async up(q: QueryRunner): Promise<void> {
    // Serves the outbox fan-out's ON CONFLICT.
    await q.query(`
      CREATE UNIQUE INDEX uq_webhook_deliveries_event ON webhook_deliveries (webhook_id, event_id)
      WHERE redelivery_of IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX uq_webhook_deliveries_event`);
  }
}
