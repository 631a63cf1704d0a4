import { createHash } from 'node:crypto';

/**
 * The columns every uploaded file is kept with (an institution's logo, a module's user guide): its bytes,
 * their size and SHA-256 (the ETag it is served with), and who stored it when.
 */
export function storedFileColumns(data: Buffer, updatedBy: number | null) {
  return {
    content: data,
    byteSize: data.length,
    sha256: createHash('sha256').update(data).digest('hex'),
    updatedAt: new Date(),
    updatedBy,
  };
}
