import type { Link, Site } from '../schema/index.ts';
import { formatDate, telHref } from '../lib/format.ts';
import type { PostCard, ProjectCard, ShellData } from '../lib/types.ts';
import { Icon } from './Icon.tsx';
import { Logo } from './Logo.tsx';
import { Picture } from './Picture.tsx';
import { SmartLink } from './SmartLink.tsx';

/** Site footer: contact details, recent posts, tags, project photos, bottom bar. */
export function Footer({ shell }: { shell: ShellData }) {
  return (
    <footer className="site-footer" data-pagefind-ignore="all">
      <div className="container footer-grid">
        <FooterContact site={shell.site} />
        <FooterPosts posts={shell.footerPosts} />
        <FooterTags tags={shell.footerTags} />
        <FooterProjects projects={shell.footerProjects} />
      </div>
      <FooterBottom shell={shell} />
    </footer>
  );
}

function FooterContact({
  site,
}: {
  site: Pick<Site, 'name' | 'tagline' | 'address' | 'phones' | 'email' | 'hours'>;
}) {
  const { address } = site;
  return (
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
            {address.street}, {address.city}, {address.region} {address.postalCode}
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
  );
}

function FooterPosts({ posts }: { posts: PostCard[] }) {
  return (
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
  );
}

function FooterTags({ tags }: { tags: Link[] }) {
  return (
    <section>
      <h2 id="footer-tags" className="footer-heading">
        Tags
      </h2>
      <ul className="tag-list tag-list--dark">
        {tags.map((t) => (
          <li key={t.href}>
            <SmartLink href={t.href}>{t.label}</SmartLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

function FooterProjects({ projects }: { projects: ProjectCard[] }) {
  return (
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
  );
}

/** The copyright line (founding year to the year of the build) and the bottom-bar menu. */
function FooterBottom({ shell: { site, builtYear, footerMenu } }: { shell: ShellData }) {
  return (
    <div className="footer-bottom">
      <div className="container footer-bottom__inner">
        <p>
          © {site.founded}–{builtYear} {site.name}. All rights reserved.
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
  );
}
