/** `text` of an assessment: 1 to this many characters (Unicode code points). */
export const MAX_TEXT_LENGTH = 1_000_000;

/** The only detection layer implemented so far; stored as `detection_method`. */
export const DETECTION_METHOD = 'regex' as const;
export type DetectionMethod = typeof DETECTION_METHOD;

/** Ids of catalogue patterns, present and future. */
export const PATTERN_ID_FORMAT = /^BP-\d{3}$/;

export const LAYER_STATUSES = ['active', 'inactive'] as const;
export type LayerStatus = (typeof LAYER_STATUSES)[number];

/** The seed's table of layers: one becomes active only when it is really implemented. */
export const DETECTION_LAYERS: readonly { name: string; status: LayerStatus }[] = [
  { name: 'regex', status: 'active' },
  { name: 'semantic', status: 'inactive' },
  { name: 'context-aware', status: 'inactive' },
];
