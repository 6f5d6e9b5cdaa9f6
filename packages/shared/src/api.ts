/** The one response envelope of DESIGN §2, shared by the API (which builds it) and the web client (which reads it). */
export interface FieldError {
  path: string;
  message: string;
}

export interface SuccessEnvelope<T> {
  status: 'success';
  statusCode: number;
  message: string;
  data: T;
  totalCountOfRecords?: number;
}

export interface ErrorEnvelope {
  status: 'error';
  statusCode: number;
  message: string;
  errors?: FieldError[];
}

export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;

export const API_BASE_PATH = '/api/v1';
