import { ADMIN_DOWNLOAD_MAX_BASE64, ADMIN_PICTURE_MAX_BASE64 } from '@sabad/contract/admin';

/** The longest edge a picture is shrunk to before sending (the server keeps 1600). */
const SEND_EDGE = 1600;

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(binary);
}

export async function fileToBase64(file: Blob): Promise<string> {
  return bytesToBase64(new Uint8Array(await file.arrayBuffer()));
}

const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;

/**
 * A picture's bytes to send: as chosen when small enough, otherwise shrunk in the browser (the API takes at
 * most ADMIN_PICTURE_MAX_BASE64 in one JSON body). A file the browser cannot draw is sent as it is: the
 * server is the one that says, in Persian, that it is not a picture.
 */
export async function pictureToSend(file: File): Promise<string> {
  if (base64Length(file.size) <= ADMIN_PICTURE_MAX_BASE64) return fileToBase64(file);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return fileToBase64(file);
  }
  for (const [edge, quality] of [
    [SEND_EDGE, 0.85],
    [1200, 0.8],
    [900, 0.75],
  ] as const) {
    const scale = Math.min(1, edge / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', quality));
    if (blob && base64Length(blob.size) <= ADMIN_PICTURE_MAX_BASE64) return fileToBase64(blob);
  }
  return fileToBase64(file);
}

export const downloadFits = (file: File) => base64Length(file.size) <= ADMIN_DOWNLOAD_MAX_BASE64;
