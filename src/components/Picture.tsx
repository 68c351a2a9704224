import type { Picture as PictureData } from '../lib/types.ts';

interface Props {
  image: PictureData;
  className?: string;
  /** The page's largest above-the-fold image: loaded eagerly with high priority. */
  priority?: boolean;
  sizes?: string;
  /** Empty alt when a caption or heading next to it already says what it shows */
  decorative?: boolean;
}

/**
 * An image with its intrinsic size set (no layout shift) and modern formats when available.
 * `sizes` goes on the sources only: it describes a srcset, and the single-file fallback (and SVG
 * art, which has no variants) has none, so HTML forbids it there.
 */
export function Picture({ image, className, priority = false, sizes, decorative = false }: Props) {
  const img = (
    <img
      src={image.inline ?? image.src}
      alt={decorative ? '' : image.alt}
      width={image.width}
      height={image.height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
  if (image.sources.length === 0) return img;
  return (
    <picture>
      {image.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcset} {...(sizes ? { sizes } : {})} />
      ))}
      {img}
    </picture>
  );
}
