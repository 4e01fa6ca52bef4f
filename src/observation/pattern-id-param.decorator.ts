import { Injectable, Param, PipeTransform } from '@nestjs/common';
import { PATTERN_ID_FORMAT } from './observation.constants';
import { InvalidPatternIdError } from './observation.errors';

@Injectable()
class ParsePatternIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!PATTERN_ID_FORMAT.test(value)) throw new InvalidPatternIdError();
    return value;
  }
}

/** A path parameter that must be a pattern id (`BP-001`); anything else is a 400, never a lookup. */
export const PatternIdParam = (name: string) => Param(name, new ParsePatternIdPipe());
