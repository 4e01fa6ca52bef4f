import { Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { resolveEncryptionKey } from '../common/crypto/encryption-key';
import { SecretBox } from '../common/crypto/secret-box';
import { AppConfigService } from '../config/app-config.service';
import { WEBHOOK_SECRET_PREFIX } from './webhooks.constants';

/** Signing secrets: generated here, stored only sealed (AES-256-GCM, bound to the webhook id). */
@Injectable()
export class WebhookSecretsService {
  private readonly logger = new Logger(WebhookSecretsService.name);
  private readonly box: SecretBox;

  constructor(config: AppConfigService) {
    const resolved = resolveEncryptionKey(config.get('security').secretEncryptionKey);
    if (resolved.generatedFile) {
      this.logger.warn(
        `SECRET_ENCRYPTION_KEY is not set: webhook secrets are encrypted with a development key ` +
          `${resolved.generatedFile.created ? 'generated into' : 'read from'} ` +
          `${resolved.generatedFile.path}. Set SECRET_ENCRYPTION_KEY in production.`,
      );
    }
    this.box = new SecretBox(resolved.key);
  }

  generate(): string {
    return WEBHOOK_SECRET_PREFIX + randomBytes(32).toString('base64url');
  }

  seal(secret: string, webhookId: string): string {
    return this.box.seal(secret, contextOf(webhookId));
  }

  open(ciphertext: string, webhookId: string): string {
    return this.box.open(ciphertext, contextOf(webhookId));
  }
}

function contextOf(webhookId: string): string {
  return `webhook:${webhookId}`;
}
