import type { OpenAPIObject } from '@nestjs/swagger';
import { toOpenApi31 } from './openapi-3-1';

function withSchema(schema: object): OpenAPIObject {
  return {
    openapi: '3.0.0',
    info: { title: 't', version: '1' },
    paths: {},
    components: { schemas: { S: { type: 'object', properties: { p: schema } } } },
  };
}

function converted(schema: object): unknown {
  const document = toOpenApi31(withSchema(schema));
  return (document.components?.schemas?.S as { properties: { p: unknown } }).properties.p;
}

describe('toOpenApi31', () => {
  it('declares OpenAPI 3.1.0', () => {
    expect(toOpenApi31(withSchema({ type: 'string' })).openapi).toBe('3.1.0');
  });

  it.each([
    [
      'a nullable type becomes a type list with null',
      { type: 'string', nullable: true, format: 'uuid' },
      { type: ['string', 'null'], format: 'uuid' },
    ],
    [
      'a nullable enum also lists null among its values',
      { type: 'string', enum: ['a', 'b'], nullable: true },
      { type: ['string', 'null'], enum: ['a', 'b', null] },
    ],
    ['nullable: false is dropped', { type: 'number', nullable: false }, { type: 'number' }],
    [
      'a nullable reference becomes anyOf with null, its description kept outside',
      { allOf: [{ $ref: '#/components/schemas/R' }], nullable: true, description: 'd' },
      { description: 'd', anyOf: [{ $ref: '#/components/schemas/R' }, { type: 'null' }] },
    ],
    [
      'a reference annotated through allOf becomes $ref with the annotations beside it',
      { allOf: [{ $ref: '#/components/schemas/R' }], description: 'd' },
      { $ref: '#/components/schemas/R', description: 'd' },
    ],
    [
      'an allOf of several schemas stays as it is',
      { allOf: [{ $ref: '#/components/schemas/R' }, { type: 'object' }] },
      { allOf: [{ $ref: '#/components/schemas/R' }, { type: 'object' }] },
    ],
    [
      'nested schemas are converted too',
      { type: 'array', items: { type: 'integer', nullable: true } },
      { type: 'array', items: { type: ['integer', 'null'] } },
    ],
    [
      'examples are left exactly as written',
      { type: 'object', example: { nullable: true } },
      { type: 'object', example: { nullable: true } },
    ],
  ])('%s', (_title, input, expected) => {
    expect(converted(input)).toEqual(expected);
  });
});
