import { AppError } from '../errors.ts';

export const maxProofBytes = 5 * 1024 * 1024;

/** The image type from the file's first bytes (never from its name or declared type). */
export function sniffImageType(bytes: Uint8Array): string | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  if (
    starts(0x52, 0x49, 0x46, 0x46) &&
    bytes[8] === 0x57 &&
    bytes[9] === 0x45 &&
    bytes[10] === 0x42 &&
    bytes[11] === 0x50
  )
    return 'image/webp';
  return null;
}

/**
 * Checks a proof upload: an image by its bytes, under the size limit (the spec's messages): 5 MB for
 * deposit proofs, 10 MB for task screenshots.
 */
export async function readProofImage(
  file: Blob,
  maxBytes: number = maxProofBytes,
): Promise<{ contentType: string; bytes: Uint8Array }> {
  if (file.size > maxBytes)
    throw new AppError('VALIDATION_ERROR', `File size must be less than ${maxBytes / (1024 * 1024)}MB`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const contentType = sniffImageType(bytes);
  if (!contentType) throw new AppError('VALIDATION_ERROR', 'Please select an image file');
  return { contentType, bytes };
}
