import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type ScratchFolder = {
  path: string;
  /** Writes a file (its folders made as needed) and returns its path. */
  write(name: string, text: string): Promise<string>;
  remove(): Promise<void>;
};

/** A temporary folder for the files a test writes (an operator's file, a small regulator cycle). */
export async function scratchFolder(prefix: string): Promise<ScratchFolder> {
  const root = await mkdtemp(path.join(tmpdir(), `${prefix}-`));
  return {
    path: root,
    async write(name, text) {
      const file = path.join(root, name);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, text);
      return file;
    },
    remove: () => rm(root, { recursive: true, force: true }),
  };
}
