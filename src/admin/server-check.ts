/**
 * The last check before a save, where the editor runs beside the dev server (`npm run edit`): the
 * entry as it will be written and the images it brings go to the server, which runs the
 * validator's own code on them (scripts/lib/dev/preview.ts, `checkEntry`): photo sizes, links,
 * references and every rule `npm run validate` applies. The editor of a deployed site has no such
 * server; its in-browser checks stand, and CI validates the pull request.
 */
import type { FieldProblem } from './checks.ts';
import { entryData, imagePaths, toFile, type EditorEntry as DraftEntry } from './format.ts';

interface MediaFile {
  draft?: boolean;
  path: string;
  url?: string;
  file?: Blob;
}

/** Images the writer added to the entry and has not saved yet (the editor holds them), by file name. */
export function pendingFiles(entry: DraftEntry): Map<string, MediaFile> {
  const files = (entry.get('mediaFiles') as { toJS: () => MediaFile[] } | undefined)?.toJS() ?? [];
  return new Map(files.filter((f) => f.draft).map((f) => [f.path.split('/').pop()!, f]));
}

async function base64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

/**
 * The validator's problems with the entry (of the collection stored in `folder`), or none when no
 * dev server answers.
 */
export async function serverProblems(entry: DraftEntry, folder: string): Promise<FieldProblem[]> {
  const data = entryData(entry);
  // An upload not saved yet is named by its file name (the editor's draft path lacks its folder):
  // each image of the entry that names it gets its bytes, at the path the save will give it.
  const pending = pendingFiles(entry);
  const uploads = Object.fromEntries(
    await Promise.all(
      imagePaths(data).flatMap((src) => {
        const file = pending.get(src.split('/').pop()!)?.file;
        return file ? [(async () => [`${folder}/${src}`, await base64(file)] as const)()] : [];
      }),
    ),
  );
  const body = {
    collection: String(entry.get('collection')),
    slug: (entry.get('slug') as string | undefined) || 'new-entry',
    text: toFile(data),
    uploads,
  };
  try {
    const res = await fetch('/__check', { method: 'POST', body: JSON.stringify(body) });
    return res.ok ? ((await res.json()) as { problems: FieldProblem[] }).problems : [];
  } catch {
    return [];
  }
}
