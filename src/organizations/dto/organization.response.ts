import { ApiProperty } from '@nestjs/swagger';
import { CurrentKeyResponse } from '../../auth/dto/api-key.response';
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

export class RegisterOrganizationResponse {
  @ApiProperty({ type: OrganizationResponse })
  organization: OrganizationResponse;

  @ApiProperty({
    example: 'agk_…',
    description: 'Shown once; an `admin` key. Send as `Authorization: Bearer <apiKey>`.',
  })
  apiKey: string;
}

export class MeResponse {
  @ApiProperty({ type: OrganizationResponse })
  organization: OrganizationResponse;

  @ApiProperty({ type: CurrentKeyResponse })
  key: CurrentKeyResponse;
}
