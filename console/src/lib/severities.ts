import type { Schemas } from '../api/client';
import { listOf } from './exhaustive';

export type Severity = Schemas['PatternResponse']['severity'];
export const SEVERITIES = listOf<Severity>()(['P1', 'P2', 'P3', 'ADV']);
