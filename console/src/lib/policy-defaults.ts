/**
 * The project's default detection policy and the calibration figures that chose it, as shipped
 * with this build of the console.
 */
export interface DefaultEntry {
  enabled: boolean;
  reviewAt: number;
  enforceAt: number | null;
}

export const DEFAULTS: Record<string, DefaultEntry> = {};

/** Per pattern, the figures the defaults came from, in words. */
export const CALIBRATION: Record<string, string> = {};
