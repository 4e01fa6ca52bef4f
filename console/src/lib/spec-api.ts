/**
 * SPEC §7.1 endpoints the generated client may not know yet (the detection policy, per-rule
 * statistics, the band filter), typed by hand from the SPEC and called through the same client
 * (its key and its errors). Regenerating the client makes these the generated types.
 */
import { api } from '../api/client';
import type { Client } from 'openapi-fetch';
import type { Band } from './finding';

export interface PatternPolicyEntry {
  patternId: string;
  enabled: boolean;
  reviewAt: number;
  enforceAt: number | null;
  source: 'default' | 'organization';
}

export interface DetectionPolicyResponse {
  patterns: PatternPolicyEntry[];
  updatedAt: string | null;
}

export interface PolicyUpdate {
  patterns: {
    patternId: string;
    enabled?: boolean;
    reviewAt?: number;
    enforceAt?: number | null;
  }[];
}

export interface RuleStats {
  ruleId: string;
  patternId: string;
  detected: number;
  confirmed: number;
  dismissed: number;
  precision: number | null;
  demoted: boolean;
}

type Json<T> = { content: { 'application/json': T } };

interface SpecPaths {
  '/api/v1/detection/policy': {
    get: { parameters: { query?: never }; responses: { 200: Json<DetectionPolicyResponse> } };
    put: {
      parameters: { query?: never };
      requestBody: Json<PolicyUpdate>;
      responses: { 200: Json<DetectionPolicyResponse> };
    };
  };
  '/api/v1/observations/stats': {
    get: {
      parameters: { query: { by: 'rule'; since?: string; until?: string } };
      responses: { 200: Json<{ rules: RuleStats[] }> };
    };
  };
  '/api/v1/observations': {
    get: {
      parameters: {
        query?: {
          band?: Band;
          status?: 'open' | 'confirmed' | 'dismissed';
          runId?: string;
          agentId?: string;
          patternId?: string;
          limit?: number;
          cursor?: string;
        };
      };
      responses: { 200: Json<{ observations: unknown[]; nextCursor: string | null }> };
    };
  };
}

export const specApi = api as unknown as Client<SpecPaths>;
