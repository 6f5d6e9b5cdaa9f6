import { Mp3Encoder } from '@breezystack/lamejs';
import { describe, expect, it } from 'vitest';
import { encodeMp3 } from './mp3';

/** A tone, as the browser decodes a recording: float samples between -1 and 1. */
function tone(seconds: number, sampleRate: number, amplitude = 0.5): Float32Array {
  const samples = new Float32Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < samples.length; i++)
    samples[i] = amplitude * Math.sin((2 * Math.PI * 440 * i) / sampleRate);
  return samples;
}

/** jsdom's Blob has no arrayBuffer(); FileReader reads it as browsers do. */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable blob'));
    reader.readAsArrayBuffer(blob);
  });
}

/** The MPEG audio frame headers in the bytes: sync word, then a valid version, layer and bitrate. */
function frameHeaders(
  bytes: Uint8Array,
): { version: number; layer: number; bitrateIndex: number; mode: number }[] {
  const headers = [];
  for (let i = 0; i + 4 <= bytes.length; i++) {
    if (bytes[i] !== 0xff || (bytes[i + 1] & 0xe0) !== 0xe0) continue;
    const version = (bytes[i + 1] >> 3) & 0x3;
    const layer = (bytes[i + 1] >> 1) & 0x3;
    const bitrateIndex = bytes[i + 2] >> 4;
    if (version === 3 && layer === 1 && bitrateIndex > 0 && bitrateIndex < 15) {
      headers.push({ version, layer, bitrateIndex, mode: bytes[i + 3] >> 6 });
    }
  }
  return headers;
}

describe('voice messages as MP3 (docs/validation-and-limits.md: stored as audio/mpeg)', () => {
  it('encodes a recording as mono MPEG-1 Layer III at 64 kbit/s', async () => {
    const sampleRate = 44_100;
    const blob = encodeMp3(Mp3Encoder, [tone(1, sampleRate), tone(1, sampleRate)], sampleRate);
    expect(blob.type).toBe('audio/mpeg');
    const bytes = await bytesOf(blob);
    // 64 kbit/s for a second is 8000 bytes, give or take a frame.
    expect(bytes.length).toBeGreaterThan(7000);
    expect(bytes.length).toBeLessThan(9500);
    const headers = frameHeaders(bytes);
    // 44100 samples in frames of 1152: about 38 frames.
    expect(headers.length).toBeGreaterThanOrEqual(38);
    // MPEG-1 (3), Layer III (1), bitrate index 5 (64 kbit/s), single channel (mode 3).
    expect(headers[0]).toEqual({ version: 3, layer: 1, bitrateIndex: 5, mode: 3 });
  });

  it('encodes audio louder than full scale (clipped), and an empty recording to next to nothing', async () => {
    const sampleRate = 44_100;
    const clipped = tone(0.2, sampleRate, 4);
    const blob = encodeMp3(Mp3Encoder, [clipped], sampleRate);
    expect(frameHeaders(await bytesOf(blob)).length).toBeGreaterThan(5);
    const empty = encodeMp3(Mp3Encoder, [new Float32Array(0)], sampleRate);
    expect(empty.size).toBeLessThan(1000);
  });
});
