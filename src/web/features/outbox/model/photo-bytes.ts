/** base64 (no data: prefix) to a JPEG Blob: kept on the phone as bytes, a quarter smaller. */
export function jpegBlobOfBase64(base64: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: 'image/jpeg' });
}

/**
 * A stored photo's bytes in base64 for /api/analyze. Read through a fresh copy: Safari 26 sends
 * a File read back from IndexedDB as an empty body unless it is wrapped anew. Works in a
 * service worker too (no FileReader there).
 */
export async function base64OfStoredPhoto(photo: Blob): Promise<string> {
  const bytes = new Uint8Array(await new Blob([await photo.arrayBuffer()]).arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode with a few million arguments overflows the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** A stored file as a new File for a multipart upload (the same Safari 26 trap as above). */
export async function freshFileOf(stored: Blob, name: string): Promise<File> {
  return new File([await stored.arrayBuffer()], name, { type: stored.type || 'image/jpeg' });
}
