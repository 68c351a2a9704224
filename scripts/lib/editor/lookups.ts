/**
 * What the editor's previews show of things outside the entry being edited: the company identity
 * (the call-to-action band), category labels, service names for tag links and the cards of other
 * projects for RELATED PROJECTS. Read from the content when the editor is built or started, with
 * the validator's readers and schemas.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { categoriesSchema, dataFilePath } from '../../../src/schema/data.ts';
import { siteSchema, type ImageRef, type ProjectCategory } from '../../../src/schema/index.ts';
import type { PreviewContext, ProjectLookup } from '../../../src/admin/preview-data.ts';
import { readEntryFiles } from '../load/files.ts';

type Lookups = PreviewContext['lookups'];

const readData = (root: string, name: string): unknown =>
  parse(readFileSync(path.join(root, dataFilePath(name)), 'utf8'));

export function previewLookups(root: string) {
  const site = siteSchema.parse(readData(root, 'site'));
  const categories = categoriesSchema.parse(readData(root, 'categories'));
  const files = readEntryFiles(root, []);
  const data = (c: string) =>
    files
      .filter((f) => f.collection === c)
      .map((f): Record<string, unknown> & { slug: string } => ({
        ...(f.source.data as object),
        slug: f.slug,
      }));
  const services = Object.fromEntries(data('services').map((s) => [s.slug, String(s.title)]));
  const projects = data('projects').map((p): ProjectLookup => ({
    slug: p.slug,
    title: String(p.title),
    summary: String(p.summary),
    cover: (p.gallery as ImageRef[])[0]!,
    categories: p.categories as ProjectCategory[],
    year: Number(p.year),
    location: String(p.location),
  }));
  return { site, categories, services, projects } satisfies Lookups & { site: unknown };
}
