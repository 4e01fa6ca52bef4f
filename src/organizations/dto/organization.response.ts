import { ApiProperty } from '@nestjs/swagger';
import { ApiKeyEntity } from '../entities/api-key.entity';
import { OrganizationEntity } from '../entities/organization.entity';

export class OrganizationResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Acme Robotics' })
  name: string;

  @ApiProperty({ example: 'acme-robotics' })
  slug: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  static from(this: void, org: OrganizationEntity): OrganizationResponse {
    return { id: org.id, name: org.name, slug: org.slug, createdAt: org.createdAt.toISOString() };
  }
}

export class ApiKeyResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'default' })
  name: string;

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

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  revokedAt: string | null;

  static from(this: void, key: ApiKeyEntity): ApiKeyResponse {
    return {
      id: key.id,
      name: key.name,
      prefix: key.prefix,
      createdAt: key.createdAt.toISOString(),
      expiresAt: key.expiresAt?.toISOString() ?? null,
      lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
      revokedAt: key.revokedAt?.toISOString() ?? null,
    };
  }
}

export class RegisterOrganizationResponse {
  @ApiProperty({ type: OrganizationResponse })
  organization: OrganizationResponse;

  @ApiProperty({
    example: 'agk_…',
    description: 'Shown once. Send as `Authorization: Bearer <apiKey>`.',
  })
  apiKey: string;
}

export class CurrentKeyResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty()
  prefix: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  expiresAt: string | null;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  lastUsedAt: string | null;
}

export class MeResponse {
  @ApiProperty({ type: OrganizationResponse })
  organization: OrganizationResponse;

  @ApiProperty({ type: CurrentKeyResponse })
  key: CurrentKeyResponse;
}

export class ApiKeyListResponse {
  @ApiProperty({ type: [ApiKeyResponse] })
  keys: ApiKeyResponse[];
}

export class CreatedApiKeyResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty()
  prefix: string;

  @ApiProperty({ example: 'agk_…', description: 'Shown once.' })
  apiKey: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  expiresAt: string | null;
}
