import { formatDate } from '../lib/format.ts';
import type { SocialPosts as SocialPostsData } from '../lib/types.ts';

/** A sidebar widget of recent social posts; each links to the company's profile on its network. */
export function SocialPosts({ social, newTab }: { social: SocialPostsData; newTab: string }) {
  return (
    <section className="panel" aria-labelledby="sb-social">
      <h2 id="sb-social" className="panel__title">
        {social.heading}
      </h2>
      <ul className="social-posts">
        {social.posts.map((p) => (
          <li key={`${p.network}-${p.date}`} className="social-posts__item">
            <p className="social-posts__meta">
              <span className="social-posts__network">{p.network}</span>{' '}
              <time dateTime={p.date}>{formatDate(p.date)}</time>
            </p>
            <p className="social-posts__text">{p.text}</p>
            <a href={p.href} target="_blank" rel="noopener noreferrer">
              {social.follow} {p.network}
              <span className="visually-hidden"> {newTab}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
