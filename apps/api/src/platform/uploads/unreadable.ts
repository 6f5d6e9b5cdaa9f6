/** The bytes are of an accepted type but not a whole, clean file of it; the route answers its 'unreadable' message. */
export class UnreadableFileError extends Error {
  constructor(cause?: unknown) {
    super('unreadable file', { cause });
    this.name = 'UnreadableFileError';
  }
}
