import { dateBadge, formatDate } from '../lib/format.ts';
import type {
  PostCard as PostCardData,
  ProjectCard as ProjectCardData,
  ServiceCard as ServiceCardData,
} from '../lib/types.ts';
import { Icon } from './Icon.tsx';
import { Picture } from './Picture.tsx';
import { SmartLink } from './SmartLink.tsx';

type Heading = 'h2' | 'h3';

/** A list's first card: its image is likely the largest thing a phone paints first. */
interface First {
  priority?: boolean;
}

/** A card's heading: the card's one link. */
function CardTitle({ as: H, card }: { as: Heading; card: { href: string; title: string } }) {
  return (
    <H className="card__title">
      <SmartLink href={card.href} className="card__link">
        {card.title}
      </SmartLink>
    </H>
  );
}

/** Project tile: image, heading, two category labels, link. */
export function ProjectCard({
  project,
  as: H = 'h3',
  priority,
}: { project: ProjectCardData; as?: Heading } & First) {
  return (
    <article className="card project-card">
      <div className="card__media">
        <Picture
          image={project.image}
          decorative
          priority={priority}
          sizes="(min-width: 1200px) 380px, (min-width: 700px) 50vw, 100vw"
        />
      </div>
      <div className="card__body">
        <p className="card__labels">
          {project.categories.map((c) => (
            <span key={c.key} className="label">
              {c.label}
            </span>
          ))}
        </p>
        <CardTitle as={H} card={project} />
        <p className="card__meta">{`${project.location}, ${project.year}`}</p>
      </div>
    </article>
  );
}

/** Service card: image, heading, summary, Details link. */
export function ServiceCard({ service, priority }: { service: ServiceCardData } & First) {
  return (
    <article className="card service-card">
      <div className="card__media">
        <Picture image={service.image} decorative priority={priority} />
      </div>
      <div className="card__body">
        <CardTitle as="h3" card={service} />
        <p className="card__text">{service.summary}</p>
        <p className="card__more" aria-hidden="true">
          {`${service.more} `}
          <Icon name="arrow-right" size={16} />
        </p>
      </div>
    </article>
  );
}

/** Blog card: image with date badge, title, author, excerpt, READ MORE. */
export function PostCard({ post, priority }: { post: PostCardData } & First) {
  const badge = dateBadge(post.date);
  return (
    <article className="card post-card">
      <div className="card__media">
        <Picture image={post.image} decorative priority={priority} />
        <span className="date-badge" aria-hidden="true" data-pagefind-ignore="all">
          <span className="date-badge__day">{badge.day}</span>
          <span className="date-badge__month">{badge.month}</span>
        </span>
      </div>
      <div className="card__body">
        <PostMeta post={post} />
        <CardTitle as="h2" card={post} />
        <p className="card__text">{post.excerpt}</p>
        <p className="card__more" aria-hidden="true">
          {`${post.more} `}
          <Icon name="arrow-right" size={16} />
        </p>
      </div>
    </article>
  );
}

/** Date, author and reading time of an article: on its card and above its text. */
export function PostMeta({ post }: { post: Pick<PostCardData, 'date' | 'author' | 'reading'> }) {
  return (
    <p className="post-meta" data-pagefind-ignore="all">
      <span>
        <Icon name="calendar" size={16} />
        <time dateTime={post.date}>{formatDate(post.date)}</time>
      </span>
      <span>
        <Icon name="user" size={16} />
        {post.author}
      </span>
      <span>
        <Icon name="clock" size={16} />
        {post.reading}
      </span>
    </p>
  );
}
