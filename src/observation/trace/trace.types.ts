/** A trace as the context-aware layer reads it: what the agent did before it wrote its text. */

export const MAX_TRACE_STEPS = 5000;
export const STEP_STATUSES = ['ok', 'error'] as const;
export type StepStatus = (typeof STEP_STATUSES)[number];
export const MESSAGE_ROLES = ['user', 'assistant', 'system'] as const;
export type MessageRole = (typeof MESSAGE_ROLES)[number];
export const STEP_TYPES = ['tool', 'message'] as const;

export interface ToolStep {
  readonly type: 'tool';
  /** 0-based position in `steps` as sent (messages included); for OTLP, in start-time order. */
  readonly index: number;
  readonly name: string;
  readonly input: string;
  readonly output: string;
  readonly status: StepStatus;
  readonly exitCode: number | null;
}

export interface MessageStep {
  readonly type: 'message';
  readonly index: number;
  readonly role: MessageRole;
  readonly text: string;
}

export type TraceStep = ToolStep | MessageStep;

export interface ParsedTrace {
  readonly steps: readonly TraceStep[];
}
