/** Character classes and clause boundaries shared by the guards and the window scanner. */

export function isWordChar(c: number): boolean {
  return (
    (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 // _
  );
}

/** Word characters for the guard: \w, the apostrophe of contractions, and letters beyond ASCII. */
export function isGuardWordChar(c: number): boolean {
  return isWordChar(c) || c === 39 || (c >= 0xc0 && c !== 0x2013 && c !== 0x2014);
}

export function isClauseBoundary(c: number): boolean {
  switch (c) {
    case 10: // \n
    case 13: // \r
    case 33: // !
    case 40: // (
    case 41: // )
    case 44: // ,
    case 46: // .
    case 58: // :
    case 59: // ;
    case 63: // ?
    case 91: // [
    case 93: // ]
    case 123: // {
    case 125: // }
    case 0x2013: // en dash
    case 0x2014: // em dash
      return true;
    default:
      return false;
  }
}
