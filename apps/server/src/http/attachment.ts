/**
 * A file name made from something a user named (a saved query, a list): lower-case words joined
 * by dashes, nothing a file system or a Content-Disposition header could trip on.
 */
export function fileSlug(name: string | null | undefined, fallback: string): string {
  const slug = (name ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || fallback;
}

/** The Content-Disposition of a download saved under `fileName` (already a slug with its extension). */
export const attachment = (fileName: string): string => `attachment; filename="${fileName}"`;
