import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import zlib from 'node:zlib';

/** The most a zip without ZIP64 records can hold, per entry and in all. */
const ZIP32_LIMIT = 0xffff_fffe;
/** Bit 3: sizes and CRC follow the data; bit 11: names are UTF-8. */
const FLAGS = 0x0808;

interface Entry {
  name: Buffer;
  crc: number;
  size: number;
  offset: number;
  time: number;
  date: number;
}

function dosTime(at: Date): { time: number; date: number } {
  return {
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | Math.floor(at.getSeconds() / 2),
    date: (Math.max(at.getFullYear() - 1980, 0) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
  };
}

/**
 * Writes a zip archive to a stream as it goes, one entry at a time, storing entries as they are
 * (no compression: the media it carries are already compressed). Each entry's CRC-32 and size
 * follow its data, so nothing is held in memory but one chunk.
 */
export class ZipWriter {
  private readonly entries: Entry[] = [];
  private offset = 0;

  constructor(private readonly out: Writable) {}

  private async write(bytes: Buffer): Promise<void> {
    this.offset += bytes.length;
    if (this.offset > ZIP32_LIMIT) throw new Error('The archive is larger than a zip can hold');
    if (!this.out.write(bytes)) await once(this.out, 'drain');
  }

  /** Adds an entry from bytes, or streams it from a readable. */
  async add(name: string, content: Buffer | string | Readable, at = new Date()): Promise<void> {
    const nameBytes = Buffer.from(name, 'utf8');
    const { time, date } = dosTime(at);
    const offset = this.offset;
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(FLAGS, 6);
    header.writeUInt16LE(0, 8);
    header.writeUInt16LE(time, 10);
    header.writeUInt16LE(date, 12);
    // CRC and sizes are zero here; the data descriptor after the data carries them.
    header.writeUInt16LE(nameBytes.length, 26);
    await this.write(Buffer.concat([header, nameBytes]));

    let crc = 0;
    let size = 0;
    const take = async (chunk: Buffer) => {
      crc = zlib.crc32(chunk, crc);
      size += chunk.length;
      await this.write(chunk);
    };
    if (typeof content === 'string') await take(Buffer.from(content, 'utf8'));
    else if (Buffer.isBuffer(content)) await take(content);
    else for await (const chunk of content) await take(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));

    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc >>> 0, 4);
    descriptor.writeUInt32LE(size, 8);
    descriptor.writeUInt32LE(size, 12);
    await this.write(descriptor);
    this.entries.push({ name: nameBytes, crc: crc >>> 0, size, offset, time, date });
  }

  /** Writes the central directory and ends the stream. */
  async finish(): Promise<void> {
    const start = this.offset;
    for (const entry of this.entries) {
      const record = Buffer.alloc(46);
      record.writeUInt32LE(0x02014b50, 0);
      record.writeUInt16LE(20, 4);
      record.writeUInt16LE(20, 6);
      record.writeUInt16LE(FLAGS, 8);
      record.writeUInt16LE(0, 10);
      record.writeUInt16LE(entry.time, 12);
      record.writeUInt16LE(entry.date, 14);
      record.writeUInt32LE(entry.crc, 16);
      record.writeUInt32LE(entry.size, 20);
      record.writeUInt32LE(entry.size, 24);
      record.writeUInt16LE(entry.name.length, 28);
      record.writeUInt32LE(entry.offset, 42);
      await this.write(Buffer.concat([record, entry.name]));
    }
    if (this.entries.length > 0xffff) throw new Error('The archive has more entries than a zip can hold');
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    await this.write(end);
    this.out.end();
    await once(this.out, 'finish');
  }
}

/** The entries of a stored zip, read from its central directory (for tests and checks). */
export function readStoredZip(zip: Buffer): Map<string, Buffer> {
  const endAt = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endAt < 0) throw new Error('Not a zip archive');
  const count = zip.readUInt16LE(endAt + 10);
  let at = zip.readUInt32LE(endAt + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i += 1) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('Bad central directory');
    const crc = zip.readUInt32LE(at + 16);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataAt, dataAt + size);
    if (zlib.crc32(data) >>> 0 !== crc) throw new Error(`Bad CRC-32 for ${name}`);
    files.set(name, data);
    at += 46 + nameLength + extra;
  }
  return files;
}
