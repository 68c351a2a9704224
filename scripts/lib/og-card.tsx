/**
 * A page's title card (1200 x 630): the company's name, the kind of page and the title, laid out
 * by satori (flexbox, Unicode line breaking, at most three lines of title) over the blueprint
 * background of scripts/templates/og-card.svg, in the site's own font. Satori writes the text as
 * glyph outlines, so the card looks the same on any machine, fonts installed or not.
 */
import satori from 'satori';
import type { titleCard } from '../../src/lib/social-card.ts';

type CardText = ReturnType<typeof titleCard>;

/** The title's size: a long title a size smaller, so more of it fits in three lines. */
const titleSize = (title: string) => (title.length > 60 ? 58 : 68);

function TitleCard({ name, label, title, background }: CardText & { background: string }) {
  return (
    <div
      style={{
        display: 'flex',
        width: 1200,
        height: 630,
        padding: '0 120px 0 80px',
        backgroundImage: `url(${background})`,
        fontFamily: 'Inter',
        // The font file is the regular instance: satori draws 600 by thickening its outlines.
        fontWeight: 600,
        color: '#ffffff',
      }}
    >
      <div style={{ position: 'absolute', left: 156, top: 90, fontSize: 30 }}>{name}</div>
      <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', width: 1000 }}>
        <div style={{ fontSize: 24, color: '#ff9a4d', textTransform: 'uppercase', marginBottom: 12 }}>
          {label}
        </div>
        <div style={{ fontSize: titleSize(title), lineHeight: 1.15, lineClamp: 3 }}>{title}</div>
      </div>
    </div>
  );
}

/** The card as SVG; `background` is the card's SVG without text, `font` the site's WOFF2 font. */
export function titleCardSvg(text: CardText, background: string, font: Buffer): Promise<string> {
  const url = `data:image/svg+xml;base64,${Buffer.from(background).toString('base64')}`;
  return satori(<TitleCard {...text} background={url} />, {
    width: 1200,
    height: 630,
    fonts: [{ name: 'Inter', data: font, weight: 400, style: 'normal' }],
  });
}
