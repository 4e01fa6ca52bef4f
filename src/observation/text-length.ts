import { MAX_TEXT_LENGTH } from './observation.constants';

/**
 * Whether `text` has more than MAX_TEXT_LENGTH characters, counting a surrogate pair (an emoji, a
 * rare CJK character) as one. Counting code points costs a pass over the text, so it is done only
 * when the UTF-16 length, an upper bound, says it might be needed.
 */
export function exceedsMaxTextLength(text: string, max: number = MAX_TEXT_LENGTH): boolean {
  if (text.length <= max) return false;
  if (text.length > 2 * max) return true;
  let characters = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    // A high surrogate followed by a low one is a single character.
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    if (++characters > max) return true;
  }
  return false;
}
