/** MP3 frames hold 1152 samples; the encoder is fed one frame at a time. */
const FRAME = 1152;
/** Speech needs little: 64 kbit/s mono is clear and small (a minute is under half a megabyte). */
const VOICE_KBPS = 64;
/** The rate recordings are decoded at, one every MP3 decoder plays. */
const SAMPLE_RATE = 44_100;

interface Encoder {
  encodeBuffer(left: Int16Array): Uint8Array;
  flush(): Uint8Array;
}
type EncoderClass = new (channels: number, sampleRate: number, kbps: number) => Encoder;

/** One channel of 16-bit samples: a voice needs no stereo, so the channels are averaged. */
function monoPcm(channels: Float32Array[]): Int16Array {
  const length = channels[0]?.length ?? 0;
  const pcm = new Int16Array(length);
  for (let i = 0; i < length; i++) {
    let sum = 0;
    for (const channel of channels) sum += channel[i];
    const sample = Math.max(-1, Math.min(1, sum / channels.length));
    pcm[i] = sample < 0 ? sample * 0x8000 : sample * 0x7fff;
  }
  return pcm;
}

/** Encodes decoded audio (float channels, -1..1) as a mono MP3. */
export function encodeMp3(Mp3Encoder: EncoderClass, channels: Float32Array[], sampleRate: number): Blob {
  const encoder = new Mp3Encoder(1, sampleRate, VOICE_KBPS);
  const pcm = monoPcm(channels);
  const parts: BlobPart[] = [];
  for (let start = 0; start < pcm.length; start += FRAME) {
    const encoded = encoder.encodeBuffer(pcm.subarray(start, start + FRAME));
    if (encoded.length) parts.push(new Uint8Array(encoded));
  }
  const rest = encoder.flush();
  if (rest.length) parts.push(new Uint8Array(rest));
  return new Blob(parts, { type: 'audio/mpeg' });
}

/**
 * docs/validation-and-limits.md: a voice message is recorded as audio/webm and stored as audio/mpeg, which every browser
 * plays. The browser decodes its own recording and the encoder (LAME, loaded only when a voice message
 * is sent) makes the MP3. A browser that cannot decode its recording sends it as it was; the API keeps
 * a WebM recording as audio/webm.
 */
export async function voiceMessageFile(recording: File): Promise<File> {
  if (typeof OfflineAudioContext === 'undefined') return recording;
  try {
    const context = new OfflineAudioContext(1, 1, SAMPLE_RATE);
    const audio = await context.decodeAudioData(await recording.arrayBuffer());
    const channels = Array.from({ length: audio.numberOfChannels }, (_, i) => audio.getChannelData(i));
    const { Mp3Encoder } = await import('@breezystack/lamejs');
    const mp3 = encodeMp3(Mp3Encoder, channels, audio.sampleRate);
    return new File([mp3], 'voice-message.mp3', { type: 'audio/mpeg' });
  } catch {
    return recording;
  }
}
