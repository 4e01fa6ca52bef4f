import { Injectable } from '@nestjs/common';
import { hkdfSync } from 'node:crypto';
import { resolveEncryptionKey } from '../common/crypto/encryption-key';
import { AppConfigService } from '../config/app-config.service';
import { entryMac, isAuthentic, MacContent } from './audit-chain';

/**
 * The server's audit key, derived from `SECRET_ENCRYPTION_KEY` (HKDF-SHA256, its own label), so
 * that only a holder of the server's secret can write an entry the chain accepts.
 */
@Injectable()
export class AuditEntryMac {
  private readonly key: Buffer;

  constructor(config: AppConfigService) {
    const { key } = resolveEncryptionKey(config.get('security').secretEncryptionKey);
    this.key = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'audit-entry-mac v1', 32));
  }

  sign(entry: MacContent): string {
    return entryMac(this.key, entry);
  }

  /** Written by the service: a legacy entry (before MACs), or one whose MAC matches. */
  isAuthentic(entry: MacContent, mac: string | null, legacy: boolean): boolean {
    return legacy || isAuthentic(this.key, entry, mac);
  }
}
