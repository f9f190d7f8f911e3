/**
 * The {searchPattern} route param of a pattern. The path builder URL-encodes params and Next
 * decodes them once before the page sees them — but a "%" that comes out of that decoding makes
 * Next answer 400 ("50%" is a fair search). So "%" travels doubly encoded; the page decodes the
 * param once more (decodeSegment) and gets the pattern back.
 */
export function searchPatternParam(pattern: string): string {
  return pattern.replaceAll('%', '%25');
}
