/** The provider no longer has the room (deleted on its side): there is nothing left to update. */
export class MeetRoomGoneError extends Error {
  constructor(ref: string, options?: ErrorOptions) {
    super(`the meet room ${ref} no longer exists with its provider`, options);
    this.name = 'MeetRoomGoneError';
  }
}

/** Making a room failed after the provider had made it, and removing it failed too: `ref` is left over. */
export class MeetRoomLeftBehindError extends Error {
  constructor(
    readonly ref: string,
    failure: unknown,
    cleanup: unknown,
  ) {
    const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));
    super(`${reason(failure)}; removing room ${ref} failed too: ${reason(cleanup)}`, { cause: failure });
    this.name = 'MeetRoomLeftBehindError';
  }
}
