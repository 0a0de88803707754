/** The spec's profile image size: the server refuses anything larger (decision 0035). */
export const AVATAR_PIXELS = 400;
const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp'];

/**
 * Scales a chosen picture down to fit 400 x 400 in the browser (the server only checks it) and
 * encodes it as WebP, or JPEG where the browser cannot write WebP (either stays far under 256 KB). A picture already small enough
 * and of an accepted type is sent as it is.
 */
export async function fitAvatar(file: File): Promise<Blob> {
  if (!file.type.startsWith('image/')) throw new Error('Please select an image file');
  const bitmap = await createImageBitmap(file).catch(() => {
    throw new Error('This image could not be read. Try a PNG, JPEG or WebP file.');
  });
  try {
    const scale = Math.min(1, AVATAR_PIXELS / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && ACCEPTED.includes(file.type) && file.size <= 256 * 1024) return file;
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot prepare the image');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const encode = (type: string, quality?: number) =>
      new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));
    const webp = await encode('image/webp', 0.86);
    const blob = webp?.type === 'image/webp' ? webp : await encode('image/jpeg', 0.86);
    if (!blob) throw new Error('This browser cannot prepare the image');
    return blob;
  } finally {
    bitmap.close();
  }
}
