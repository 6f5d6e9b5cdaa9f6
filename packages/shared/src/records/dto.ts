/** docs/files-and-uploads.md#accepted-types Document as the API sends it; `url` and `preview` are served only to who may read the record. */
export interface MedicalRecordDto {
  _id: string;
  /** The patient whose record it is. */
  userId: string;
  url: string;
  /** The uploaded file's own name. */
  name: string;
  userGivenName: string;
  note: string;
  /** YYYY-MM-DD */
  date: string;
  uploadedBy: string;
  /** The file itself when it is a picture a browser shows; null for PDF and Word files. */
  preview: string | null;
  contentType: string;
  size: number;
  createdAt: string;
  updatedAt: string;
}

/** docs/files-and-uploads.md#accepted-types Uploaded image: its url and name, and the resized variant of docs/files-and-uploads.md#image-variants. */
export interface UploadedImageDto {
  _id: string;
  userId: string;
  url: string;
  name: string;
  /** The _776x435 variant. */
  resizedUrl: string;
  width: number;
  height: number;
  /** This image is the one the user's profile shows. */
  isProfileImage: boolean;
  createdAt: string;
}
