import { Page } from '../components/Page.tsx';
import { MdxBody } from '../components/MdxBody.tsx';
import { ProjectCard } from '../components/Cards.tsx';
import { DownloadButtons } from '../components/DownloadButtons.tsx';
import { Icon } from '../components/Icon.tsx';
import { IconList } from '../components/IconList.tsx';
import { ContactPanel, LinkListPanel } from '../components/LinkList.tsx';
import { Picture } from '../components/Picture.tsx';
import { SocialPosts } from '../components/SocialPosts.tsx';
import type { TemplateProps } from '../content/builders/index.ts';
import type { ShellData } from '../content/site-context.ts';
import { fill } from '../lib/format.ts';
import type { Downloads, ServiceDetailData } from '../lib/types.ts';
import type { Labels } from '../schema/data.ts';
import { Tabs } from '../islands/index.ts';

type Service = ServiceDetailData['service'];

/** A service page: sidebar, description, consultant, proven success, downloads, three tabs. */
export default function ServiceDetail({ data, shell, content }: TemplateProps<'ServiceDetail'>) {
  const { meta, service, sidebar, related, downloads, developerLinks } = data;
  const { labels } = shell;
  const words = labels.service;
  return (
    <Page meta={meta} eyebrow={words.eyebrow} shell={shell} cta>
      <div className="container page-grid page-grid--sidebar-left section">
        <article className="prose-column">
          <Picture
            image={service.image}
            className="entry-cover"
            priority
            sizes="(min-width: 1200px) 780px, 100vw"
          />
          <h2 className="entry-heading">{service.heading}</h2>
          <MdxBody className="prose" content={content?.body} table={labels.page.table} />
          <div className="consultant">
            <Icon name="handshake" size={32} />
            <div>
              <p>{service.consultant}</p>
              <p>{words.roles}</p>
            </div>
          </div>
          {developerLinks.length > 0 && (
            <section aria-labelledby="dev-links" className="dev-links">
              <h3 id="dev-links">{words.developerLinks}</h3>
              <ul>
                {developerLinks.map((l) => (
                  <li key={l.href}>
                    <a href={l.href} rel="noopener noreferrer">
                      {l.label}
                      <Icon name="external" size={14} />
                    </a>
                    {l.note && <span className="link-note">{l.note}</span>}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <ServiceFacts service={service} downloads={downloads} words={words} />
          <Tabs
            label={fill(words.tabs, { title: service.title })}
            tabs={service.tabs.map((t, i) => ({
              label: t.label,
              content: <MdxBody className="prose" content={content?.fields[i]} table={labels.page.table} />,
            }))}
          />
          {related.length > 0 && (
            <section aria-labelledby="service-related" className="service-related" data-pagefind-ignore="all">
              <h3 id="service-related">{words.related}</h3>
              <ul className="card-grid card-grid--2">
                {related.slice(0, 4).map((p) => (
                  <li key={p.slug}>
                    <ProjectCard project={p} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </article>
        <ServiceSidebar sidebar={sidebar} current={meta.path} shell={shell} />
      </div>
    </Page>
  );
}

function ServiceFacts({
  service,
  downloads,
  words,
}: {
  service: Service;
  downloads: Downloads;
  words: Labels['service'];
}) {
  return (
    <div className="service-facts">
      <section aria-labelledby="industries">
        <h3 id="industries">{service.industries.label}</h3>
        <IconList className="check-list" items={service.industries.items} size={18} />
      </section>
      <section aria-labelledby="service-downloads">
        <h3 id="service-downloads">{words.sheet}</h3>
        <DownloadButtons downloads={downloads} words={words} title={service.title} />
      </section>
    </div>
  );
}

interface SidebarProps {
  sidebar: ServiceDetailData['sidebar'];
  /** Path of this service, marked in the services list */
  current: string;
  /** The site's call to action text and the labels */
  shell: ShellData;
}

function ServiceSidebar({ sidebar, current, shell }: SidebarProps) {
  const { labels } = shell;
  const words = labels.service;
  return (
    <aside className="sidebar" aria-label={`${words.services}, ${words.about}`} data-pagefind-ignore="all">
      <LinkListPanel title={words.services} links={sidebar.services} current={current} />
      <LinkListPanel title={words.about} links={sidebar.about} />
      <ContactPanel id="sb-contact" heading={words.consultant} shell={shell} />
      <section className="panel">
        <h2 id="sb-gallery" className="panel__title">
          {words.gallery}
        </h2>
        <ul className="thumb-grid">
          {sidebar.gallery.map((p) => (
            <li key={p.slug}>
              <a href={p.href} target="_blank" rel="noopener">
                <Picture image={p.image} decorative />
                <span className="visually-hidden">
                  {p.title} {labels.page.newTab}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </section>
      <SocialPosts social={sidebar.social} newTab={labels.page.newTab} />
    </aside>
  );
}
