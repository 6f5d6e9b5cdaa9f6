import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
import type * as Tf from '@tensorflow/tfjs';
import type * as Nsfw from 'nsfwjs';
import type { WorkerReply, WorkerRequest } from './worker-protocol';

/**
 * The image classifier's thread (docs/files-and-uploads.md#image-moderation): it loads nsfwjs's
 * MobileNetV2 once, from the weights shipped in the package, and classifies the 224x224 RGB pictures
 * it is sent one after another. tfjs computes in plain JavaScript here (about 1.5 s a picture), which
 * is why this runs beside the API's event loop and not on it. nsfwjs is required, not imported: its
 * ESM build does not load on Node 20.
 */
const require = createRequire(import.meta.url);
const port = parentPort;
if (!port) throw new Error('the moderation worker runs as a worker thread');

const send = (reply: WorkerReply) => port.postMessage(reply);

async function main(messages: NonNullable<typeof parentPort>): Promise<void> {
  let tf: typeof Tf;
  let model: Nsfw.NSFWJS;
  try {
    tf = require('@tensorflow/tfjs') as typeof Tf;
    tf.enableProdMode();
    const nsfw = require('nsfwjs') as typeof Nsfw;
    model = await nsfw.load('MobileNetV2');
  } catch (err) {
    send({ type: 'failed', message: err instanceof Error ? err.message : String(err) });
    return;
  }
  messages.on('message', (request: WorkerRequest) => {
    const input = tf.tensor3d(request.pixels, [request.size, request.size, 3], 'int32');
    model
      .classify(input)
      .then((predictions) => send({ type: 'result', id: request.id, predictions }))
      .catch((err: unknown) =>
        send({ type: 'error', id: request.id, message: err instanceof Error ? err.message : String(err) }),
      )
      .finally(() => input.dispose());
  });
  send({ type: 'ready' });
}

void main(port);
