/**
 * The project's default detection thresholds per pattern: the file `npm run calibrate` writes
 * and the service applies, imported at build time (a few hundred bytes, no other import).
 */
import { CALIBRATED_THRESHOLDS } from '../../../src/observation/detection/policy-defaults';

export interface DefaultEntry {
  enabled?: boolean;
  reviewAt: number;
  enforceAt: number | null;
}

export const DEFAULTS: Readonly<Record<string, DefaultEntry>> = CALIBRATED_THRESHOLDS;
