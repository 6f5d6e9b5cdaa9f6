/** A picture to classify, sent to the moderation worker (its pixels' buffer is transferred). */
export interface WorkerRequest {
  id: number;
  /** size x size x 3 bytes, RGB. */
  pixels: Uint8Array;
  size: number;
}

/** What the moderation worker answers: once ready or failed, then one result or error per picture. */
export type WorkerReply =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'result'; id: number; predictions: { className: string; probability: number }[] }
  | { type: 'error'; id: number; message: string };
