import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, QueryFailedError } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { ApiKeysService } from '../auth/api-keys.service';
import { ApiKeyEntity } from '../auth/entities/api-key.entity';
import { RegisterOrganizationDto } from './dto/register-organization.dto';
import { OrganizationEntity } from './entities/organization.entity';
import { SlugTakenError } from './organizations.errors';

const UNIQUE_VIOLATION = '23505';
const REGISTRATION_ACTOR = 'registration';

@Injectable()
export class OrganizationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly apiKeys: ApiKeysService,
    private readonly audit: AuditService,
  ) {}

  /** Creates the organization and its first API key together. */
  async register(
    input: RegisterOrganizationDto,
  ): Promise<{ organization: OrganizationEntity; apiKey: string }> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const organization: OrganizationEntity = {
          id: randomUUID(),
          name: input.name,
          slug: input.slug,
          createdAt: new Date(),
        };
        await manager.insert(OrganizationEntity, organization);
        await this.audit.record(manager, {
          orgId: organization.id,
          action: 'created',
          resourceType: 'organization',
          resourceId: organization.id,
          actor: REGISTRATION_ACTOR,
          details: { name: organization.name, slug: organization.slug },
        });
        const { key } = await this.apiKeys.insert(
          manager,
          organization.id,
          { role: 'admin' },
          { actor: REGISTRATION_ACTOR, keyId: null },
        );
        return { organization, apiKey: key };
      });
    } catch (error) {
      if (isUniqueViolation(error, 'uq_organizations_slug')) throw new SlugTakenError(input.slug);
      throw error;
    }
  }

  async me(
    orgId: string,
    keyId: string,
  ): Promise<{ organization: OrganizationEntity; key: ApiKeyEntity }> {
    const [organization, key] = await Promise.all([
      this.dataSource.getRepository(OrganizationEntity).findOneByOrFail({ id: orgId }),
      this.apiKeys.findOne(orgId, keyId),
    ]);
    return { organization, key };
  }
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === UNIQUE_VIOLATION && driverError.constraint === constraint;
}
