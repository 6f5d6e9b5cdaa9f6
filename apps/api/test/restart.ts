import { expect } from 'vitest';
import { createTestApp } from './app';

/**
 * Starts a new instance on the test database, as after a crash: its job runner runs what the crashed
 * one left undelivered until `delivered` holds, then whatever that work queued in turn.
 */
export async function restartUntil(delivered: () => Promise<boolean>): Promise<void> {
  const second = await createTestApp();
  try {
    await second.ctx.jobs.drain();
    // Another test file's runner may have picked the work up first: wait for it, never for a fixed time.
    await expect.poll(delivered).toBe(true);
    await second.ctx.jobs.drain();
  } finally {
    await second.close();
  }
}
