import { useMutation } from '@tanstack/react-query';
import { apiPostMultipart } from 'shared-api';
import type { UploadedImage } from '../model/writing-types';

/** An upload takes longer than a call: a phone photo over a slow line. */
const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * POST /v3/upload/image: the photo of handwritten work (PNG, JPEG or WebP, checked by its bytes on
 * the server); its URL goes with the essay as image_url. A refused file is a 400 the form shows.
 */
export const uploadPhoto = (file: File) => apiPostMultipart<UploadedImage>('/upload/image', { file }, { silentBadRequest: true, timeoutMs: UPLOAD_TIMEOUT_MS, loading: true });

export const useUploadPhoto = () => useMutation({ mutationFn: uploadPhoto });
