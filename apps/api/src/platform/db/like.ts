/** An ILIKE pattern that finds `text` anywhere, with LIKE wildcards in it escaped so they match literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/** An ILIKE pattern that finds text starting with `text`, its LIKE wildcards escaped. */
export function startsWithPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, '\\$&')}%`;
}
