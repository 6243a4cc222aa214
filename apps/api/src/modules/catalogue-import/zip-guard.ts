// An XLSX is a zip. Before exceljs reads one, every entry is inflated here with a hard output limit: a zip
// bomb (a few kilobytes that expand to gigabytes) or an entry whose declared size lies is refused without the
// memory ever being spent. The central directory's sizes are only hints; the limit is on the real output.
import zlib from 'node:zlib';

export const XLSX_UNCOMPRESSED_LIMIT_BYTES = 64 * 1024 * 1024;
const MAX_ENTRIES = 2_000;

export type ZipCheck = { ok: true; entries: Map<string, Buffer> } | { ok: false; reason: 'broken' | 'bomb' };

export function isZip(bytes: Buffer): boolean {
  return bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;
}

function endOfCentralDirectory(bytes: Buffer): number {
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= earliest; at--) if (bytes.readUInt32LE(at) === 0x06054b50) return at;
  return -1;
}

/** Inflates every entry within `limitBytes` in all; the inflated entries are kept for a look at the sheets. */
export function inflateZipWithin(bytes: Buffer, limitBytes = XLSX_UNCOMPRESSED_LIMIT_BYTES): ZipCheck {
  try {
    const end = endOfCentralDirectory(bytes);
    if (end < 0) return { ok: false, reason: 'broken' };
    const count = bytes.readUInt16LE(end + 10);
    if (count === 0xffff || count > MAX_ENTRIES) return { ok: false, reason: 'bomb' };
    let at = bytes.readUInt32LE(end + 16);
    let budget = limitBytes;
    const entries = new Map<string, Buffer>();
    for (let i = 0; i < count; i++) {
      if (bytes.readUInt32LE(at) !== 0x02014b50) return { ok: false, reason: 'broken' };
      const method = bytes.readUInt16LE(at + 10);
      const compressedSize = bytes.readUInt32LE(at + 20);
      const declaredSize = bytes.readUInt32LE(at + 24);
      const nameLength = bytes.readUInt16LE(at + 28);
      const extraLength = bytes.readUInt16LE(at + 30);
      const commentLength = bytes.readUInt16LE(at + 32);
      const localAt = bytes.readUInt32LE(at + 42);
      const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
      at += 46 + nameLength + extraLength + commentLength;
      // Zip64 sizes: no spreadsheet of ours is near 4 GB.
      if (declaredSize === 0xffffffff || compressedSize === 0xffffffff) return { ok: false, reason: 'bomb' };
      if (declaredSize > budget) return { ok: false, reason: 'bomb' };
      if (bytes.readUInt32LE(localAt) !== 0x04034b50) return { ok: false, reason: 'broken' };
      const dataAt = localAt + 30 + bytes.readUInt16LE(localAt + 26) + bytes.readUInt16LE(localAt + 28);
      const data = bytes.subarray(dataAt, dataAt + compressedSize);
      let output: Buffer;
      if (method === 0) output = data;
      else if (method === 8) {
        try {
          output = zlib.inflateRawSync(data, { maxOutputLength: Math.max(1, budget) });
        } catch (error) {
          if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return { ok: false, reason: 'bomb' };
          return { ok: false, reason: 'broken' };
        }
      } else return { ok: false, reason: 'broken' };
      if (output.length !== declaredSize) return { ok: false, reason: 'broken' };
      budget -= output.length;
      entries.set(name, output);
    }
    return { ok: true, entries };
  } catch {
    return { ok: false, reason: 'broken' };
  }
}
