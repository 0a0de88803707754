import { AppError } from '../errors.ts';
import { sniffImageType } from '../wallet/proof-image.ts';

/** The spec's profile image size: avatars are at most this many pixels wide and high. */
export const avatarMaxPixels = 400;
export const avatarMaxBytes = 256 * 1024;

export type AvatarImage = { contentType: 'image/png' | 'image/jpeg' | 'image/webp'; width: number; height: number };

const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u32be = (b: Uint8Array, i: number) => u16be(b, i) * 65536 + u16be(b, i + 2);
const u24le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8) | ((b[i + 2] ?? 0) << 16);
const ascii = (b: Uint8Array, i: number, n: number) => String.fromCharCode(...b.subarray(i, i + n));

function pngSize(b: Uint8Array) {
  if (ascii(b, 12, 4) !== 'IHDR') return null;
  return { width: u32be(b, 16), height: u32be(b, 20) };
}

/** The first start-of-frame segment's dimensions, walking the marker segments from the start. */
function jpegSize(b: Uint8Array) {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2; // markers without a length
      continue;
    }
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { height: u16be(b, i + 5), width: u16be(b, i + 7) };
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame
    i += 2 + u16be(b, i + 2);
  }
  return null;
}

function webpSize(b: Uint8Array) {
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8 ' && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a)
    return { width: (b[26]! | (b[27]! << 8)) & 0x3fff, height: (b[28]! | (b[29]! << 8)) & 0x3fff };
  if (chunk === 'VP8L' && b[20] === 0x2f)
    return {
      width: 1 + (((b[22]! & 0x3f) << 8) | b[21]!),
      height: 1 + (((b[24]! & 0x0f) << 10) | (b[23]! << 2) | ((b[22]! & 0xc0) >> 6)),
    };
  if (chunk === 'VP8X') return { width: 1 + u24le(b, 24), height: 1 + u24le(b, 27) };
  return null;
}

/**
 * Checks an avatar upload by its bytes, never by its name or declared type: PNG, JPEG or WebP, at
 * most 256 KiB and 400 x 400 pixels (read from the image header; the server does not resize, the web
 * app scales a picture down before it uploads it, decision 0035).
 */
export function checkAvatarImage(bytes: Uint8Array): AvatarImage {
  if (bytes.length === 0) throw new AppError('VALIDATION_ERROR', 'Please select an image file');
  if (bytes.length > avatarMaxBytes)
    throw new AppError('VALIDATION_ERROR', `The image must be at most ${avatarMaxBytes / 1024} KB`);
  const type = sniffImageType(bytes);
  if (type !== 'image/png' && type !== 'image/jpeg' && type !== 'image/webp')
    throw new AppError('VALIDATION_ERROR', 'The avatar must be a PNG, JPEG or WebP image');
  const size = type === 'image/png' ? pngSize(bytes) : type === 'image/jpeg' ? jpegSize(bytes) : webpSize(bytes);
  if (!size || size.width < 1 || size.height < 1) throw new AppError('VALIDATION_ERROR', 'The image could not be read');
  if (size.width > avatarMaxPixels || size.height > avatarMaxPixels)
    throw new AppError(
      'VALIDATION_ERROR',
      `The image must be at most ${avatarMaxPixels} x ${avatarMaxPixels} pixels (this one is ${size.width} x ${size.height})`,
    );
  return { contentType: type, ...size };
}
