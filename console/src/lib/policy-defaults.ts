/**
 * The project's default detection thresholds per pattern, as shipped with this build of the
 * console (the service applies the same file).
 */
export interface DefaultEntry {
  enabled?: boolean;
  reviewAt: number;
  enforceAt: number | null;
}

export const DEFAULTS: Record<string, DefaultEntry> = {};
