import { ApiProperty } from '@nestjs/swagger';
import type { CreatedApiKey } from '../api-keys.service';
import { ApiKeyEntity } from '../entities/api-key.entity';
import { type Role, ROLES } from '../roles';

/** A key as the API shows it: never the key itself, nor its hash. */
export class CurrentKeyResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'default' })
  name: string;

  @ApiProperty({ enum: ROLES, enumName: 'KeyRole' })
  role: Role;

  @ApiProperty({
    format: 'uuid',
    nullable: true,
    type: String,
    description: 'The agent an `agent` key is bound to; null for other roles.',
  })
  agentId: string | null;

  @ApiProperty({
    nullable: true,
    type: String,
    example: 'alice@acme.example',
    description: 'The actor the key is bound to; requests made with it act as this actor.',
  })
  actor: string | null;

  @ApiProperty({
    example: 'agk_Zm9vYmFy',
    description: 'First characters of the key, for recognising it.',
  })
  prefix: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  expiresAt: string | null;

  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description: 'Updated at most once a minute.',
  })
  lastUsedAt: string | null;

  static from(this: void, key: ApiKeyEntity): CurrentKeyResponse {
    return {
      id: key.id,
      name: key.name,
      role: key.role,
      agentId: key.agentId,
      actor: key.actor,
      prefix: key.prefix,
      createdAt: key.createdAt.toISOString(),
      expiresAt: key.expiresAt?.toISOString() ?? null,
      lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    };
  }
}

export class ApiKeyResponse extends CurrentKeyResponse {
  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  revokedAt: string | null;

  static override from(this: void, key: ApiKeyEntity): ApiKeyResponse {
    return { ...CurrentKeyResponse.from(key), revokedAt: key.revokedAt?.toISOString() ?? null };
  }
}

export class ApiKeyListResponse {
  @ApiProperty({ type: [ApiKeyResponse] })
  keys: ApiKeyResponse[];

  @ApiProperty({ type: String, nullable: true })
  nextCursor: string | null;
}

export class CreatedApiKeyResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ enum: ROLES, enumName: 'KeyRole' })
  role: Role;

  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  agentId: string | null;

  @ApiProperty({ nullable: true, type: String })
  actor: string | null;

  @ApiProperty()
  prefix: string;

  @ApiProperty({ example: 'agk_…', description: 'Shown once.' })
  apiKey: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  expiresAt: string | null;

  static from(this: void, { entity, key }: CreatedApiKey): CreatedApiKeyResponse {
    return {
      id: entity.id,
      name: entity.name,
      role: entity.role,
      agentId: entity.agentId,
      actor: entity.actor,
      prefix: entity.prefix,
      apiKey: key,
      createdAt: entity.createdAt.toISOString(),
      expiresAt: entity.expiresAt?.toISOString() ?? null,
    };
  }
}
