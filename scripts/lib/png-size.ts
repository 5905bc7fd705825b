/** Width and height from a PNG's IHDR chunk (bytes 16-23), after checking the signature. */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.length < 24 || signature.some((byte, index) => png[index] !== byte)) throw new Error("not a PNG file");
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  if (String.fromCharCode(...png.subarray(12, 16)) !== "IHDR") throw new Error("PNG without an IHDR chunk first");
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
