/**
 * A page's largest image inline. When it is small line art (`lcpImage.inline`, a data: URL), every
 * picture of that file in the page's data carries the data: URL, so the page shows it without
 * requesting the file: its first paint waits for no image (mobile LCP of a service page 914 ->
 * 770 ms). In the data, not the finished HTML, so an island that renders the image from its props
 * (the project gallery, the project filter's cards) hydrates to the same `src`.
 */
import type { Picture } from '../content/types.ts';

export function inlineLargestArt<T>(data: T, lcp: Picture | undefined): T {
  if (!lcp?.inline) return data;
  const { src, inline } = lcp;
  const isLcp = (v: object) => 'src' in v && v.src === src && 'sources' in v && !(v.sources as []).length;
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (!v || typeof v !== 'object') return v;
    if (isLcp(v)) return { ...v, inline };
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
  };
  return walk(data) as T;
}
