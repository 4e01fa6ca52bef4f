import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension, ApiForbiddenResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from '../common/dto/error-response.dto';
import type { Role } from './roles';

export const ROLES_KEY = 'roles';

/** A role allowed only for some requests, decided from the raw body before validation. */
export interface ConditionalRole {
  role: Role;
  /** What the role may do here, for the error message and the OpenAPI document. */
  only: string;
  when: (body: unknown) => boolean;
}

export type RoleGrant = Role | ConditionalRole;

/** Routes without `@Roles` are admin-only: a forgotten decision fails closed. */
export const DEFAULT_GRANTS: readonly RoleGrant[] = ['admin'];

/** Whether a caller with `role` may make this request. */
export function isAllowed(grants: readonly RoleGrant[], role: Role, body: unknown): boolean {
  return grants.some((grant) =>
    typeof grant === 'string' ? grant === role : grant.role === role && grant.when(body),
  );
}

export function describeGrants(grants: readonly RoleGrant[]): string[] {
  return grants.map((grant) =>
    typeof grant === 'string' ? grant : `${grant.role} (only ${grant.only})`,
  );
}

/**
 * The roles that may call a route, read by the one global guard (403 INSUFFICIENT_ROLE for the
 * others) and written into the OpenAPI document (`x-roles` and the 403 response).
 */
export const Roles = (...grants: RoleGrant[]) => {
  const described = describeGrants(grants);
  return applyDecorators(
    SetMetadata(ROLES_KEY, grants),
    ApiExtension('x-roles', described),
    ApiForbiddenResponse({
      description: `The key's role may not do this (INSUFFICIENT_ROLE). Allowed roles: ${described.join(', ')}.`,
      type: ErrorResponseDto,
    }),
  );
};
