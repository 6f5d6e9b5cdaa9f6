import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { ModerationUnavailableError } from './errors';
import { MODEL_INPUT_SIZE, modelPixels } from './pixels';
import { verdictOf, type ModerationVerdict } from './verdict';
import type { WorkerReply, WorkerRequest } from './worker-protocol';
import type { ImageModerator } from '.';

/** Loading the model takes about 8 s alone; a busy machine gets ample room before it counts as failed. */
const LOAD_TIMEOUT_MS = 120_000;
/** One picture takes about 1.5 s; pictures queue in the worker, so a wait covers a few before it. */
const CLASSIFY_TIMEOUT_MS = 60_000;

/**
 * The worker's code: beside this file in the source tree (run through tsx, dev and tests) and in the
 * build's dist/ as moderation-worker.js (tsup.config.ts names it), next to server.js.
 */
function startWorker(): Worker {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) {
    return new Worker(new URL('./moderation-worker.js', here), { stdout: true, stderr: true });
  }
  const require = createRequire(here);
  // tsx's ESM entry sits beside the CommonJS one its package resolves to for require().
  const tsx = pathToFileURL(path.join(path.dirname(require.resolve('tsx/esm/api')), 'index.mjs')).href;
  const worker = new URL('./worker.ts', here).href;
  const bootstrap = `import(${JSON.stringify(tsx)}).then(({ tsImport }) => tsImport(${JSON.stringify(worker)}, ${JSON.stringify(here)}))`;
  return new Worker(bootstrap, { eval: true, stdout: true, stderr: true });
}

interface Pending {
  resolve(verdict: ModerationVerdict): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * nsfwjs (MobileNetV2 on tfjs) in a worker thread started at the first image, so neither the model's
 * ~250 MB nor its load time cost anything at start, and inference never blocks the event loop. The
 * model loads once and stays loaded. If it fails to load, every check fails with
 * ModerationUnavailableError (the upload is refused with a 503, nothing is stored: a server that
 * cannot check never lets an unchecked image through) and the next check tries to load it again.
 */
export class LocalImageModerator implements ImageModerator {
  readonly driver = 'local' as const;
  private worker: Promise<Worker> | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(
    private readonly log: FastifyBaseLogger,
    /** Starts the classifier's thread; tests pass threads that fail the ways a real one can. */
    private readonly startThread: () => Worker = startWorker,
  ) {}

  async check(image: Buffer): Promise<ModerationVerdict> {
    const [worker, pixels] = await Promise.all([this.started(), modelPixels(image)]);
    const id = this.nextId++;
    return new Promise<ModerationVerdict>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new ModerationUnavailableError('the classifier did not answer in time'));
      }, CLASSIFY_TIMEOUT_MS);
      this.pending.set(id, { resolve, reject, timer });
      const request: WorkerRequest = { id, pixels, size: MODEL_INPUT_SIZE };
      worker.postMessage(request, [pixels.buffer as ArrayBuffer]);
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.failPending(new ModerationUnavailableError('the server is stopping'));
    if (worker) await worker.then((started) => started.terminate()).catch(() => undefined);
  }

  private started(): Promise<Worker> {
    this.worker ??= this.spawn();
    return this.worker;
  }

  private spawn(): Promise<Worker> {
    const started = Date.now();
    this.log.info('image moderation: loading the classifier');
    const loading = new Promise<Worker>((resolve, reject) => {
      const worker = this.startThread();
      worker.unref();
      // tfjs and nsfwjs greet on the console; nothing they print is for the server's log.
      worker.stdout.resume();
      worker.stderr.resume();
      const fail = (reason: string, cause?: unknown) => {
        clearTimeout(loadTimer);
        reject(new ModerationUnavailableError(reason, { cause }));
        void worker.terminate();
      };
      const loadTimer = setTimeout(() => fail('the classifier did not load in time'), LOAD_TIMEOUT_MS);
      worker.on('message', (reply: WorkerReply) => {
        if (reply.type === 'ready') {
          clearTimeout(loadTimer);
          this.log.info({ ms: Date.now() - started }, 'image moderation: classifier ready');
          resolve(worker);
        } else if (reply.type === 'failed') {
          fail(`the classifier failed to load: ${reply.message}`);
        } else {
          this.settle(reply);
        }
      });
      worker.on('error', (err) => fail('the classifier thread failed', err));
      worker.on('exit', () => {
        clearTimeout(loadTimer);
        // Whatever it was doing is lost; the next check starts a new one.
        if (this.worker === loading) this.worker = null;
        this.failPending(new ModerationUnavailableError('the classifier thread stopped'));
        reject(new ModerationUnavailableError('the classifier thread stopped'));
      });
    });
    loading.catch((err: unknown) => {
      this.log.error({ err }, 'image moderation: the classifier is unavailable');
      if (this.worker === loading) this.worker = null;
    });
    return loading;
  }

  private settle(reply: Extract<WorkerReply, { id: number }>): void {
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    clearTimeout(pending.timer);
    if (reply.type === 'result') pending.resolve(verdictOf(reply.predictions));
    else pending.reject(new ModerationUnavailableError(`the classifier failed: ${reply.message}`));
  }

  private failPending(error: Error): void {
    for (const [id, pending] of this.pending) {
      clearTimeout(pending.timer);
      pending.reject(error);
      this.pending.delete(id);
    }
  }
}
