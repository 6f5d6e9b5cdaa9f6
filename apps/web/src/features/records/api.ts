import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  RECORD_FILE_FIELD,
  RECORD_MESSAGES,
  type DocumentProperties,
  type MedicalRecordDto,
  type UploadedImageDto,
  type UserDto,
} from '@carenet/shared';
import { api } from '../../lib/api';
import { uploadForm } from '../../lib/upload';
import { sessionStore } from '../../lib/session';

export const recordKeys = {
  documents: (userId: string) => ['medical-records', userId] as const,
  images: (userId: string) => ['record-images', userId] as const,
};

/** Whose records a page shows: the signed-in user's own, or a patient's (for their doctors and administrators). */
export interface RecordsOwner {
  userId: string;
  own: boolean;
}

const ownerQuery = (owner: RecordsOwner) => (owner.own ? {} : { userId: owner.userId });

/** GET /medicalRecords: the owner's documents, latest date first. */
export function useMedicalRecords(owner: RecordsOwner) {
  return useQuery({
    queryKey: recordKeys.documents(owner.userId),
    queryFn: async ({ signal }) =>
      (await api<MedicalRecordDto[]>('/medicalRecords', { query: ownerQuery(owner), signal })).data,
    enabled: Boolean(owner.userId),
    retry: false,
  });
}

export interface DocumentUpload {
  file: File;
  properties: DocumentProperties;
  onProgress: (percent: number) => void;
}

/** POST /medicalRecords: the properties first, then the file (the API reads the fields sent before it). */
export function useUploadDocument(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, properties, onProgress }: DocumentUpload) => {
      const body = new FormData();
      body.append('userGivenName', properties.userGivenName);
      body.append('note', properties.note);
      body.append('date', properties.date);
      body.append(RECORD_FILE_FIELD, file);
      return uploadForm<MedicalRecordDto>('/medicalRecords', body, onProgress, RECORD_MESSAGES.uploadFailed);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: recordKeys.documents(userId) }),
  });
}

export function useUpdateDocument(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, properties }: { id: string; properties: DocumentProperties }) =>
      api<MedicalRecordDto>(`/medicalRecords/${id}`, { method: 'PUT', body: properties }),
    onSuccess: () => client.invalidateQueries({ queryKey: recordKeys.documents(userId) }),
  });
}

export function useDeleteDocument(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<null>(`/medicalRecords/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: recordKeys.documents(userId) }),
  });
}

/** GET /images: the owner's images, newest first. */
export function useRecordImages(owner: RecordsOwner) {
  return useQuery({
    queryKey: recordKeys.images(owner.userId),
    queryFn: async ({ signal }) =>
      (await api<UploadedImageDto[]>('/images', { query: ownerQuery(owner), signal })).data,
    enabled: Boolean(owner.userId),
    retry: false,
  });
}

export interface ImagesUpload {
  /** Each image as it will be stored: a cropped PNG, or the file as it was picked. */
  images: File[];
  /** The progress over all of them, 0 to 100. */
  onProgress: (percent: number) => void;
  /** Told of each image once it is stored, so a failure later on leaves only the rest to send again. */
  onUploaded: (image: File) => void;
}

/** POST /images once an image, one after another; the list is fetched again even when one fails. */
export function useUploadImages(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ images, onProgress, onUploaded }: ImagesUpload) => {
      const total = images.reduce((sum, image) => sum + image.size, 0) || 1;
      let done = 0;
      for (const image of images) {
        const body = new FormData();
        body.append(RECORD_FILE_FIELD, image);
        await uploadForm<UploadedImageDto>(
          '/images',
          body,
          (percent) => {
            onProgress(Math.round(((done + (image.size * percent) / 100) / total) * 100));
          },
          RECORD_MESSAGES.uploadFailed,
        );
        done += image.size;
        onUploaded(image);
      }
      return images.length;
    },
    onSettled: () => client.invalidateQueries({ queryKey: recordKeys.images(userId) }),
  });
}

export function useDeleteImage(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<null>(`/images/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: recordKeys.images(userId) }),
  });
}

/** PUT /images/{id}/profile; the signed-in user is stored again with the new picture. */
export function useSetProfileImage(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<UserDto>(`/images/${id}/profile`, { method: 'PUT' }),
    onSuccess: ({ data }) => {
      sessionStore.update(data);
      return client.invalidateQueries({ queryKey: recordKeys.images(userId) });
    },
  });
}
