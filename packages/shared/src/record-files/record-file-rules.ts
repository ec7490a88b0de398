/**
 * Issue 35: a file of a client's record (a lab report, a file an intake form asks for):
 * a PDF, or a photo of the paper, which the server re-encodes as a JPEG.
 */
export const RECORD_FILE_LIMITS = {
  /** A phone's photo of a report is 2–4 MB; a lab's PDF a few hundred kB. */
  maxBytes: 5 * 1024 * 1024,
  /** The long side a photo of a page keeps: small print stays readable. */
  photoLongSide: 2000,
  fileNameMax: 120,
} as const;

/** What the file input accepts (phones offer the camera for image/*). */
export const RECORD_FILE_ACCEPT = 'application/pdf,image/jpeg,image/png';

export const RECORD_FILE_PURPOSES = ['labReport', 'intake'] as const;
export type RecordFilePurpose = (typeof RECORD_FILE_PURPOSES)[number];

export const recordFileMessages = {
  type: 'Upload a PDF, or a photo as JPG or PNG.',
  size: 'The file must be smaller than 5 MB.',
  required: 'Choose a file to upload.',
  notFound: 'File not found',
} as const;
