import { API_BASE_PATH, type ErrorEnvelope, type SuccessEnvelope } from '@carenet/shared';
import { sessionStore } from './session';
import { ApiError } from './api';

/**
 * POSTs multipart/form-data to the API with the signed-in user's token. XMLHttpRequest rather than
 * fetch, because only it reports upload progress (0 to 100). Resolves with the success envelope;
 * rejects with the server's ApiError, or `failedMessage` when no envelope came back.
 */
export function uploadForm<T>(
  path: string,
  body: FormData,
  onProgress: (percent: number) => void,
  failedMessage: string,
): Promise<SuccessEnvelope<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE_PATH}${path}`);
    xhr.setRequestHeader('accept', 'application/json');
    const token = sessionStore.token();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let envelope: SuccessEnvelope<T> | ErrorEnvelope | null = null;
      try {
        envelope = JSON.parse(xhr.responseText) as SuccessEnvelope<T> | ErrorEnvelope;
      } catch {
        envelope = null;
      }
      if (envelope?.status === 'success') resolve(envelope);
      else if (envelope) reject(new ApiError(envelope.message, envelope.statusCode, envelope.errors ?? []));
      else reject(new ApiError(failedMessage, xhr.status));
    };
    xhr.onerror = () => reject(new ApiError(failedMessage, 0));
    xhr.send(body);
  });
}
