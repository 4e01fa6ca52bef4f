/**
 * How deeply a JSON text nests its arrays and objects, measured on the raw UTF-8 bytes before
 * `JSON.parse`: one linear pass, no recursion, no allocation, so a hostile body costs no more
 * than its length. The top-level container is level 1. Bytes of multi-byte UTF-8 sequences are
 * all ≥ 0x80, so they never look like brackets, quotes or backslashes.
 */
export function exceedsJsonDepth(body: Uint8Array, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < body.length; i++) {
    const byte = body[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_BRACKET || byte === OPEN_BRACE) {
      if (++depth > maxDepth) return true;
    } else if (byte === CLOSE_BRACKET || byte === CLOSE_BRACE) {
      depth--;
    }
  }
  return false;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
