/**
 * The preview pane: the entry rendered by the site's own page template (src/templates), with the
 * site's stylesheet, as the writer types. The body is compiled in the browser by @mdx-js/mdx with
 * the site's MDX settings and rendered with the component registry, as the build renders it.
 */
import { evaluateSync } from '@mdx-js/mdx';
import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import type { MDXContent } from 'mdx/types';
import { createElement, type ComponentType } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { mdxOptions } from '../../scripts/lib/mdx/options.ts';
import type { ShellData } from '../lib/types.ts';
import { mdxComponents } from '../mdx/components.tsx';
import type { Site } from '../schema/index.ts';
import Article from '../templates/Article.tsx';
import ProjectDetail from '../templates/ProjectDetail.tsx';
import ServiceDetail from '../templates/ServiceDetail.tsx';
import { articlePreview, projectPreview, servicePreview, type PreviewContext } from './preview-data.ts';
import { escapeHtml } from '../lib/escape.ts';

const rendered = new Map<string, string>();

/** A piece of MDX as the build renders it, or a note saying why it cannot be shown yet. */
export function renderMdx(text: string): string {
  const known = rendered.get(text);
  if (known !== undefined) return known;
  let html: string;
  try {
    const { default: Content } = evaluateSync(text, {
      ...mdxOptions,
      ...runtime,
      baseUrl: import.meta.url,
    }) as {
      default: MDXContent;
    };
    html = renderToStaticMarkup(createElement(Content, { components: mdxComponents }));
  } catch (error) {
    html = `<aside class="note" role="alert">This text cannot be shown yet: ${escapeHtml(error instanceof Error ? error.message : String(error))}</aside>`;
  }
  if (rendered.size > 50) rendered.clear();
  rendered.set(text, html);
  return html;
}

type Builder = (ctx: PreviewContext, data: Record<string, unknown>) => unknown;

/** A preview component for one collection: its template, fed by its data builder. */
function previewOf(
  Template: ComponentType<{ data: never; shell: ShellData }>,
  build: Builder,
  base: Omit<PreviewContext, 'slug' | 'asset' | 'html'>,
) {
  const shell = {
    site: base.site,
    builtYear: new Date().getFullYear(),
    main: [],
    footerMenu: [],
    footerTags: [],
    footerPosts: [],
    footerProjects: [],
  } satisfies ShellData;
  return function Preview({ entry, getAsset }: PreviewTemplateComponentProps) {
    const data = (entry.get('data') as { toJS: () => Record<string, unknown> }).toJS();
    const slug = String(entry.get('slug') ?? '') || 'new-entry';
    const ctx: PreviewContext = { ...base, slug, asset: (src) => getAsset(src).url, html: renderMdx };
    return <Template data={build(ctx, data) as never} shell={shell} />;
  };
}

interface PreviewRegistry {
  registerPreviewTemplate: (name: string, component: ComponentType<PreviewTemplateComponentProps>) => void;
}

/** Registers the template of each collection's detail page type as its preview. */
export function registerPreviews(
  cms: PreviewRegistry,
  base: { site: Site; lookups: PreviewContext['lookups'] },
) {
  cms.registerPreviewTemplate('projects', previewOf(ProjectDetail as never, projectPreview, base));
  cms.registerPreviewTemplate('samples', previewOf(ProjectDetail as never, projectPreview, base));
  cms.registerPreviewTemplate('services', previewOf(ServiceDetail as never, servicePreview, base));
  cms.registerPreviewTemplate('posts', previewOf(Article as never, articlePreview, base));
}
