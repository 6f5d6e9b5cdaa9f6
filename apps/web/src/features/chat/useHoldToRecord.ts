import { CHAT_HOLD_TO_RECORD_MS, CHAT_MESSAGES } from '@carenet/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { tm } from '../../lib/i18n';

export type RecorderState = 'idle' | 'holding' | 'recording';

/** docs/validation-and-limits.md: recorded as audio/webm; a browser that cannot (Safari) records its own default. */
function recorderOptions(): MediaRecorderOptions {
  return MediaRecorder.isTypeSupported('audio/webm') ? { mimeType: 'audio/webm' } : {};
}

const EXTENSION_OF: Record<string, string> = { 'audio/webm': 'webm', 'audio/mp4': 'm4a', 'audio/ogg': 'ogg' };

/** The recording as a file to upload, named for its type. */
function recordingFile(chunks: Blob[], mimeType: string): File {
  const type = mimeType.split(';')[0] || 'audio/webm';
  return new File(chunks, `voice-message.${EXTENSION_OF[type] ?? 'webm'}`, { type });
}

interface HoldToRecord {
  state: RecorderState;
  /** Seconds recorded so far. */
  seconds: number;
  error: string | null;
  /** Pointer handlers for the record control. */
  press: () => void;
  release: () => void;
}

/**
 * docs/screens-and-flows.md#routes: holding the record control 500 ms starts recording, releasing it stops and hands the
 * recording over; a shorter press records nothing. The microphone is asked for at the press, so its
 * permission prompt comes while the user is holding.
 */
export function useHoldToRecord(onRecorded: (file: File) => void): HoldToRecord {
  const [state, setState] = useState<RecorderState>('idle');
  const [seconds, setSeconds] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const held = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const ticker = useRef<ReturnType<typeof setInterval> | null>(null);
  const stream = useRef<Promise<MediaStream | null> | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const deliver = useRef(onRecorded);
  useEffect(() => {
    deliver.current = onRecorded;
  });

  const stopStream = useCallback(() => {
    const pending = stream.current;
    stream.current = null;
    void pending?.then((media) => media?.getTracks().forEach((track) => track.stop()));
  }, []);

  const reset = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    if (ticker.current) clearInterval(ticker.current);
    timer.current = null;
    ticker.current = null;
    setState('idle');
    setSeconds(0);
  }, []);

  const start = useCallback(async () => {
    const media = await stream.current;
    if (!media || !held.current) return;
    const chunks: Blob[] = [];
    const rec = new MediaRecorder(media, recorderOptions());
    recorder.current = rec;
    rec.ondataavailable = (event) => {
      if (event.data.size) chunks.push(event.data);
    };
    rec.onstop = () => {
      stopStream();
      if (chunks.length) deliver.current(recordingFile(chunks, rec.mimeType));
    };
    rec.start();
    setState('recording');
    const startedAt = Date.now();
    ticker.current = setInterval(() => setSeconds(Math.floor((Date.now() - startedAt) / 1000)), 250);
  }, [stopStream]);

  const press = useCallback(() => {
    setError(null);
    if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
      setError(tm(CHAT_MESSAGES.recordingUnsupported));
      return;
    }
    held.current = true;
    setState('holding');
    stream.current = navigator.mediaDevices.getUserMedia({ audio: true }).catch(() => {
      setError(tm(CHAT_MESSAGES.microphoneBlocked));
      held.current = false;
      reset();
      return null;
    });
    timer.current = setTimeout(() => void start(), CHAT_HOLD_TO_RECORD_MS);
  }, [reset, start]);

  const release = useCallback(() => {
    if (!held.current) return;
    held.current = false;
    const rec = recorder.current;
    recorder.current = null;
    if (rec && rec.state !== 'inactive') rec.stop();
    else stopStream();
    reset();
  }, [reset, stopStream]);

  useEffect(
    () => () => {
      held.current = false;
      if (timer.current) clearTimeout(timer.current);
      if (ticker.current) clearInterval(ticker.current);
      const rec = recorder.current;
      if (rec && rec.state !== 'inactive') {
        rec.onstop = null;
        rec.stop();
      }
      stopStream();
    },
    [stopStream],
  );

  return { state, seconds, error, press, release };
}
