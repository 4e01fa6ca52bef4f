/**
 * Trace parsing (SPEC §7.2): either `{ steps: [...] }` or an OTLP/JSON export
 * (`{ resourceSpans: [...] }`) with GenAI-convention or OpenInference attributes, normalised to
 * steps. Pure; a malformed trace is a `TraceError` naming the path of the first problem.
 */
import {
  ATTR_ERROR_TYPE,
  ATTR_GEN_AI_COMPLETION,
  ATTR_GEN_AI_INPUT_MESSAGES,
  ATTR_GEN_AI_OPERATION_NAME,
  ATTR_GEN_AI_OUTPUT_MESSAGES,
  ATTR_GEN_AI_TOOL_CALL_ARGUMENTS,
  ATTR_GEN_AI_TOOL_CALL_RESULT,
  ATTR_GEN_AI_TOOL_NAME,
  ATTR_PROCESS_EXIT_CODE,
  GEN_AI_OPERATION_NAME_VALUE_CHAT,
  GEN_AI_OPERATION_NAME_VALUE_EXECUTE_TOOL,
  GEN_AI_OPERATION_NAME_VALUE_GENERATE_CONTENT,
  GEN_AI_OPERATION_NAME_VALUE_TEXT_COMPLETION,
} from '@opentelemetry/semantic-conventions/incubating';
import {
  OpenInferenceSpanKind,
  SemanticConventions as OI,
} from '@arizeai/openinference-semantic-conventions';
import {
  MAX_TRACE_STEPS,
  MESSAGE_ROLES,
  STEP_STATUSES,
  STEP_TYPES,
  type MessageRole,
  type ParsedTrace,
  type TraceStep,
} from './trace.types';

export class TraceError extends Error {}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function fail(path: string, problem: string): never {
  throw new TraceError(`${path} ${problem}`);
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], path: string): T {
  if (typeof value !== 'string' || !allowed.includes(value as T)) {
    fail(path, `must be one of ${allowed.join(', ')}`);
  }
  return value as T;
}

/** Tool input and output as text: strings as sent, any other JSON value serialised. */
function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function parseTrace(trace: unknown): ParsedTrace {
  if (!isObject(trace)) fail('trace', 'must be an object');
  const hasSteps = trace.steps !== undefined;
  const hasSpans = trace.resourceSpans !== undefined;
  if (hasSteps === hasSpans) {
    fail('trace', 'must have either steps or resourceSpans (an OTLP/JSON export)');
  }
  return hasSteps ? parseSteps(trace.steps) : parseOtlp(trace.resourceSpans);
}

function parseSteps(raw: unknown): ParsedTrace {
  if (!Array.isArray(raw)) fail('trace.steps', 'must be an array');
  if (raw.length > MAX_TRACE_STEPS)
    fail('trace.steps', `must have at most ${MAX_TRACE_STEPS} steps`);
  const steps = raw.map((step: unknown, index): TraceStep => {
    const path = `trace.steps[${index}]`;
    if (!isObject(step)) fail(path, 'must be an object');
    const type = oneOf(step.type, STEP_TYPES, `${path}.type`);
    if (type === 'message') {
      const role = oneOf(step.role, MESSAGE_ROLES, `${path}.role`);
      if (typeof step.text !== 'string') fail(`${path}.text`, 'must be a string');
      return { type, index, role, text: step.text };
    }
    if (typeof step.name !== 'string' || step.name === '') {
      fail(`${path}.name`, 'must be a non-empty string');
    }
    let exitCode: number | null = null;
    if (step.exitCode !== undefined && step.exitCode !== null) {
      if (!Number.isInteger(step.exitCode)) fail(`${path}.exitCode`, 'must be an integer');
      exitCode = step.exitCode as number;
    }
    const status =
      step.status === undefined
        ? exitCode !== null && exitCode !== 0
          ? 'error'
          : 'ok'
        : oneOf(step.status, STEP_STATUSES, `${path}.status`);
    return {
      type,
      index,
      name: step.name,
      input: asText(step.input),
      output: asText(step.output),
      status,
      exitCode,
    };
  });
  return { steps };
}

/** An OTLP AnyValue as text; bytes are not read (a binary payload says nothing to a claim). */
function anyValueText(value: unknown): string {
  if (!isObject(value)) return '';
  if (typeof value.stringValue === 'string') return value.stringValue;
  for (const scalar of [value.intValue, value.doubleValue, value.boolValue]) {
    if (typeof scalar === 'string' || typeof scalar === 'number' || typeof scalar === 'boolean') {
      return String(scalar);
    }
  }
  if (typeof value.bytesValue === 'string') return `[${value.bytesValue.length} base64 bytes]`;
  if (isObject(value.arrayValue) && Array.isArray(value.arrayValue.values)) {
    return value.arrayValue.values.map(anyValueText).join('\n');
  }
  if (isObject(value.kvlistValue) && Array.isArray(value.kvlistValue.values)) {
    return JSON.stringify(
      Object.fromEntries(
        value.kvlistValue.values
          .filter(isObject)
          .map((kv) => [String(kv.key), anyValueText(kv.value)]),
      ),
    );
  }
  return '';
}

interface Span {
  readonly start: bigint;
  readonly order: number;
  readonly attributes: ReadonlyMap<string, string>;
  readonly name: string;
  readonly failed: boolean;
}

const ERROR_STATUS_CODES: readonly unknown[] = [2, 'STATUS_CODE_ERROR'];
const LLM_OPERATIONS: readonly string[] = [
  GEN_AI_OPERATION_NAME_VALUE_CHAT,
  GEN_AI_OPERATION_NAME_VALUE_TEXT_COMPLETION,
  GEN_AI_OPERATION_NAME_VALUE_GENERATE_CONTENT,
];

function readSpan(raw: unknown, path: string, order: number): Span {
  if (!isObject(raw)) fail(path, 'must be an object');
  const attributes = new Map<string, string>();
  if (raw.attributes !== undefined) {
    if (!Array.isArray(raw.attributes)) fail(`${path}.attributes`, 'must be an array');
    raw.attributes.forEach((attribute: unknown, i) => {
      if (!isObject(attribute) || typeof attribute.key !== 'string') {
        fail(`${path}.attributes[${i}].key`, 'must be a string');
      }
      attributes.set(attribute.key, anyValueText(attribute.value));
    });
  }
  let start = 0n;
  const time = raw.startTimeUnixNano;
  if (time !== undefined) {
    if (
      !(typeof time === 'string' && /^\d{1,30}$/.test(time)) &&
      !(typeof time === 'number' && Number.isSafeInteger(time) && time >= 0)
    ) {
      fail(`${path}.startTimeUnixNano`, 'must be a non-negative integer');
    }
    start = BigInt(time);
  }
  const status = isObject(raw.status) ? raw.status.code : undefined;
  return {
    start,
    order,
    attributes,
    name: typeof raw.name === 'string' ? raw.name : '',
    failed: ERROR_STATUS_CODES.includes(status) || attributes.has(ATTR_ERROR_TYPE),
  };
}

function arrayAt(parent: Json, key: string, path: string): unknown[] {
  const value = parent[key];
  if (value === undefined) return [];
  if (!Array.isArray(value)) fail(`${path}.${key}`, 'must be an array');
  return value;
}

function parseOtlp(raw: unknown): ParsedTrace {
  if (!Array.isArray(raw)) fail('trace.resourceSpans', 'must be an array');
  const spans: Span[] = [];
  raw.forEach((resource: unknown, r) => {
    const rPath = `trace.resourceSpans[${r}]`;
    if (!isObject(resource)) fail(rPath, 'must be an object');
    arrayAt(resource, 'scopeSpans', rPath).forEach((scope: unknown, s) => {
      const sPath = `${rPath}.scopeSpans[${s}]`;
      if (!isObject(scope)) fail(sPath, 'must be an object');
      const list = arrayAt(scope, 'spans', sPath);
      if (spans.length + list.length > MAX_TRACE_STEPS) {
        fail('trace.resourceSpans', `must have at most ${MAX_TRACE_STEPS} spans`);
      }
      list.forEach((span, i) => spans.push(readSpan(span, `${sPath}.spans[${i}]`, spans.length)));
    });
  });
  spans.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.order - b.order));
  const steps: TraceStep[] = [];
  for (const span of spans) {
    const a = span.attributes;
    const operation = a.get(ATTR_GEN_AI_OPERATION_NAME);
    const kind = a.get(OI.OPENINFERENCE_SPAN_KIND);
    if (
      operation === GEN_AI_OPERATION_NAME_VALUE_EXECUTE_TOOL ||
      kind === OpenInferenceSpanKind.TOOL
    ) {
      const exit = Number(a.get(ATTR_PROCESS_EXIT_CODE));
      const exitCode = a.has(ATTR_PROCESS_EXIT_CODE) && Number.isInteger(exit) ? exit : null;
      steps.push({
        type: 'tool',
        index: steps.length,
        name: a.get(ATTR_GEN_AI_TOOL_NAME) || a.get(OI.TOOL_NAME) || span.name || 'tool',
        input: a.get(ATTR_GEN_AI_TOOL_CALL_ARGUMENTS) ?? a.get(OI.INPUT_VALUE) ?? '',
        output: a.get(ATTR_GEN_AI_TOOL_CALL_RESULT) ?? a.get(OI.OUTPUT_VALUE) ?? '',
        status: span.failed || (exitCode !== null && exitCode !== 0) ? 'error' : 'ok',
        exitCode,
      });
    } else if (
      (operation !== undefined && LLM_OPERATIONS.includes(operation)) ||
      kind === OpenInferenceSpanKind.LLM
    ) {
      for (const message of llmMessages(a, steps.length === 0)) {
        steps.push({ type: 'message', index: steps.length, ...message });
      }
    }
  }
  return { steps };
}

interface Message {
  role: MessageRole;
  text: string;
}

const roleOf = (role: unknown): MessageRole =>
  MESSAGE_ROLES.includes(role as MessageRole) ? (role as MessageRole) : 'assistant';

/** GenAI `gen_ai.*.messages`: a JSON array of `{ role, parts: [{ type, content }] }`. */
function genAiMessages(json: string | undefined): Message[] {
  if (!json) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [{ role: 'assistant', text: json }];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(isObject).map((m) => ({
    role: roleOf(m.role),
    text: Array.isArray(m.parts)
      ? m.parts
          .filter(isObject)
          .map((p) => asText(p.content))
          .join('\n')
      : asText(m.content),
  }));
}

/** OpenInference flattens messages: `llm.output_messages.0.message.role`, `….message.content`. */
function openInferenceMessages(a: ReadonlyMap<string, string>, prefix: string): Message[] {
  const messages: Message[] = [];
  for (let i = 0; ; i++) {
    const role = a.get(`${prefix}.${i}.${OI.MESSAGE_ROLE}`);
    const text = a.get(`${prefix}.${i}.${OI.MESSAGE_CONTENT}`);
    if (role === undefined && text === undefined) return messages;
    messages.push({ role: roleOf(role), text: text ?? '' });
  }
}

/**
 * An LLM span's messages: what the model wrote, and, for the first span, the user's task (later
 * spans repeat the conversation so far).
 */
function llmMessages(a: ReadonlyMap<string, string>, first: boolean): Message[] {
  const input = first
    ? [
        ...genAiMessages(a.get(ATTR_GEN_AI_INPUT_MESSAGES)),
        ...openInferenceMessages(a, OI.LLM_INPUT_MESSAGES),
      ].filter((m) => m.role === 'user')
    : [];
  let output = [
    ...genAiMessages(a.get(ATTR_GEN_AI_OUTPUT_MESSAGES)),
    ...openInferenceMessages(a, OI.LLM_OUTPUT_MESSAGES),
  ];
  if (output.length === 0) {
    const text = a.get(ATTR_GEN_AI_COMPLETION) ?? a.get(OI.OUTPUT_VALUE);
    if (text) output = [{ role: 'assistant', text }];
  }
  return [...input, ...output];
}
