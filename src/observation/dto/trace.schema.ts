/** The OpenAPI description of an assessment's `trace` (SPEC §7.2): steps, or an OTLP/JSON export. */
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { MAX_TRACE_STEPS, MESSAGE_ROLES, STEP_STATUSES } from '../trace/trace.types';

const TOOL_STEP: SchemaObject = {
  type: 'object',
  required: ['type', 'name'],
  properties: {
    type: { type: 'string', enum: ['tool'] },
    name: { type: 'string', minLength: 1, example: 'run_tests' },
    input: { description: 'Arguments: text, or any JSON value (read as its JSON text).' },
    output: { description: 'Result: text, or any JSON value (read as its JSON text).' },
    status: {
      type: 'string',
      enum: [...STEP_STATUSES],
      description: 'Default: `error` for a non-zero `exitCode`, else `ok`.',
    },
    exitCode: { type: 'integer', nullable: true },
  },
};

const MESSAGE_STEP: SchemaObject = {
  type: 'object',
  required: ['type', 'role', 'text'],
  properties: {
    type: { type: 'string', enum: ['message'] },
    role: { type: 'string', enum: [...MESSAGE_ROLES] },
    text: { type: 'string' },
  },
};

export const TRACE_SCHEMA: SchemaObject = {
  description:
    'What the agent did before it wrote `text`, checked against its claims by the context-aware ' +
    `layer. Either \`{ steps }\` in the order they happened, or an OpenTelemetry export in ` +
    'OTLP/JSON (`{ resourceSpans }`), read in span start-time order: tool spans from the GenAI ' +
    'conventions (`gen_ai.operation.name` = `execute_tool`, `gen_ai.tool.name`, ' +
    '`gen_ai.tool.call.arguments`, `gen_ai.tool.call.result`, span status, `process.exit.code`) ' +
    'or OpenInference (`openinference.span.kind` = `TOOL`, `tool.name`, `input.value`, ' +
    "`output.value`); LLM spans' messages become message steps; other spans and attributes " +
    `are ignored. At most ${MAX_TRACE_STEPS} steps or spans; a malformed trace → 400 ` +
    'VALIDATION_FAILED naming the path, nothing stored.',
  oneOf: [
    {
      type: 'object',
      title: 'steps',
      required: ['steps'],
      properties: {
        steps: {
          type: 'array',
          maxItems: MAX_TRACE_STEPS,
          items: { oneOf: [TOOL_STEP, MESSAGE_STEP] },
        },
      },
    },
    {
      type: 'object',
      title: 'OTLP/JSON',
      required: ['resourceSpans'],
      properties: {
        resourceSpans: {
          type: 'array',
          description:
            'As an OTLP/JSON trace export: `[{ resource, scopeSpans: [{ scope, spans }] }]`.',
          items: { type: 'object', additionalProperties: true },
        },
      },
    },
  ],
};
