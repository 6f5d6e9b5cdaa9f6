/** Real, small audio files for the podcast tests, made in code. */

/** A PCM WAV of `seconds` of silence (8 kHz, 16-bit, mono): its header gives its duration. */
export function wavBytes(seconds = 2): Buffer {
  const sampleRate = 8000;
  const data = Buffer.alloc(Math.round(seconds * sampleRate) * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/**
 * An MP3 of `frames` MPEG-1 Layer III frames (64 kbit/s, 44.1 kHz, 208 bytes and 1152 samples each,
 * about 26 ms) after an empty ID3v2 tag.
 */
export function mp3Bytes(frames = 80): Buffer {
  const id3 = Buffer.from([0x49, 0x44, 0x33, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]);
  const frame = Buffer.concat([Buffer.from([0xff, 0xfb, 0x50, 0xc4]), Buffer.alloc(204)]);
  return Buffer.concat([id3, ...Array.from({ length: frames }, () => frame)]);
}
