/**
 * Clean-up steps a benchmark registers as it creates things (its database, a temporary directory, the
 * server process), run once, newest first, whatever happened before: at the end, on failure, and when
 * the time limit strikes. Callers share one run.
 */
const steps: (() => Promise<unknown>)[] = [];
let running: Promise<void> | null = null;

export function onCleanUp(step: () => Promise<unknown>): void {
  steps.push(step);
}

export function cleanUp(): Promise<void> {
  running ??= (async () => {
    while (steps.length) {
      const step = steps.pop()!;
      await step().catch((err: unknown) => console.error('clean-up step failed:', err));
    }
  })();
  return running;
}
