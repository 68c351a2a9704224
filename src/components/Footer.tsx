import type { ReactNode } from 'react';
import type { Site } from '../schema/index.ts';
import { formatDate, telHref } from '../lib/format.ts';
import type { ShellData } from '../lib/types.ts';
import { IconImage } from './Icon.tsx';
import { LinkList } from './LinkList.tsx';
import { Logo } from './Logo.tsx';
import { Picture } from './Picture.tsx';
import { SmartLink } from './SmartLink.tsx';

/** Site footer: contact details, recent posts, tags, project photos, bottom bar. */
export function Footer({ shell }: { shell: ShellData }) {
  const { site, builtYear, footerMenu, labels } = shell;
  return (
    <footer className="site-footer" data-pagefind-ignore="all">
      <div className="container footer-grid">
        <FooterContact site={site} heading={labels.page.contactDetails} />
        <FooterColumn id="footer-posts" heading={labels.page.recentPosts}>
          <ul className="footer-posts">
            {shell.footerPosts.map((p) => (
              <li key={p.slug}>
                <SmartLink href={p.href}>{p.title}</SmartLink>
                <time dateTime={p.date}>{formatDate(p.date)}</time>
              </li>
            ))}
          </ul>
        </FooterColumn>
        <FooterColumn id="footer-tags" heading={labels.page.tags}>
          <LinkList className="tag-list tag-list--dark" links={shell.footerTags} />
        </FooterColumn>
        <FooterColumn id="footer-projects" heading={labels.page.recentProjects}>
          <ul className="footer-photos">
            {shell.footerProjects.map((p) => (
              <li key={p.slug}>
                <SmartLink href={p.href}>
                  <Picture image={p.image} decorative />
                  <span>{p.title}</span>
                </SmartLink>
              </li>
            ))}
          </ul>
        </FooterColumn>
      </div>
      <div className="footer-bottom">
        <div className="container footer-bottom__inner">
          {/* From the founding year to the year of the build */}
          <p>{`© ${site.founded}–${builtYear} ${site.name}. ${labels.page.rights}`}</p>
          <nav aria-label={labels.page.footerMenu}>
            <LinkList links={footerMenu} />
          </nav>
        </div>
      </div>
    </footer>
  );
}

function FooterContact({ site, heading }: { site: Site; heading: string }) {
  const { address } = site;
  return (
    <section>
      <div className="footer-brand">
        <Logo lazy />
        <span>{site.name}</span>
      </div>
      <p className="footer-tagline">{site.tagline}</p>
      <h2 id="footer-contact" className="visually-hidden">
        {heading}
      </h2>
      <ul className="footer-contact">
        <li>
          <IconImage name="pin" size={18} lazy />
          <span>{`${address.street}, ${address.city}, ${address.region} ${address.postalCode}`}</span>
        </li>
        <li>
          <IconImage name="phone" size={18} lazy />
          <a href={telHref(site.phones.sales)}>{site.phones.sales}</a>
        </li>
        <li>
          <IconImage name="mail" size={18} lazy />
          <a href={`mailto:${site.email}`}>{site.email}</a>
        </li>
        <li>
          <IconImage name="clock" size={18} lazy />
          <span>{site.hours.topBar}</span>
        </li>
      </ul>
    </section>
  );
}

function FooterColumn({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section>
      <h2 id={id} className="footer-heading">
        {heading}
      </h2>
      {children}
    </section>
  );
}
