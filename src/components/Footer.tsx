import { shell } from '../lib/shell.ts';
import { formatDate, telHref } from '../lib/format.ts';
import { Icon } from './Icon.tsx';
import { Logo } from './Logo.tsx';
import { Picture } from './Picture.tsx';
import { SmartLink } from './SmartLink.tsx';

/** Site footer: contact details, recent posts, tags, project photos, bottom bar. */
export function Footer() {
  const { site, footerMenu, footerTags } = shell;
  const posts = shell.footerPosts;
  const projects = shell.footerProjects;
  return (
    <footer className="site-footer" data-pagefind-ignore="all">
      <div className="container footer-grid">
        <section>
          <div className="footer-brand">
            <Logo />
            <span>{site.name}</span>
          </div>
          <p className="footer-tagline">{site.tagline}</p>
          <h2 id="footer-contact" className="visually-hidden">
            Contact details
          </h2>
          <ul className="footer-contact">
            <li>
              <Icon name="pin" size={18} />
              <span>
                {site.address.street}, {site.address.city}, {site.address.region} {site.address.postalCode}
              </span>
            </li>
            <li>
              <Icon name="phone" size={18} />
              <a href={telHref(site.phones.sales)}>{site.phones.sales}</a>
            </li>
            <li>
              <Icon name="mail" size={18} />
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </li>
            <li>
              <Icon name="clock" size={18} />
              <span>{site.hours.topBar}</span>
            </li>
          </ul>
        </section>
        <section>
          <h2 id="footer-posts" className="footer-heading">
            Recent posts
          </h2>
          <ul className="footer-posts">
            {posts.map((p) => (
              <li key={p.slug}>
                <SmartLink href={p.href}>{p.title}</SmartLink>
                <time dateTime={p.date}>{formatDate(p.date)}</time>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 id="footer-tags" className="footer-heading">
            Tags
          </h2>
          <ul className="tag-list tag-list--dark">
            {footerTags.map((t) => (
              <li key={t.href}>
                <SmartLink href={t.href}>{t.label}</SmartLink>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 id="footer-projects" className="footer-heading">
            Recent projects
          </h2>
          <ul className="footer-photos">
            {projects.map((p) => (
              <li key={p.slug}>
                <SmartLink href={p.href}>
                  <Picture image={p.image} decorative />
                  <span>{p.title}</span>
                </SmartLink>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="footer-bottom">
        <div className="container footer-bottom__inner">
          <p>
            © {site.founded}–{shell.builtYear} {site.name}. All rights reserved.
          </p>
          <nav aria-label="Footer">
            <ul>
              {footerMenu.map((l) => (
                <li key={l.href + l.label}>
                  <SmartLink href={l.href}>{l.label}</SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
