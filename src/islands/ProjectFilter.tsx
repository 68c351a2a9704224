import { AnimatePresence, LazyMotion, m, MotionConfig } from 'framer-motion';
import { ProjectCard } from '../components/Cards.tsx';
import { useHydrated } from './use-hydrated.ts';
import { replaceSearch, useSearchParams } from './use-url.ts';
import { fill } from '../lib/format.ts';
import type { ProjectListData } from '../lib/types.ts';
import type { FilterWords } from '../schema/data.ts';

const loadFeatures = () => import('./motion-features.ts').then((mod) => mod.default);

/**
 * The /projects filter: a labelled group of toggle buttons (aria-pressed). The choice lives in
 * the URL (?category=motion) so it can be shared; tiles re-flow with a short layout animation,
 * instant under reduced motion. The prerendered HTML shows All; the URL is applied after hydration.
 */
export function ProjectFilter(
  props: Pick<ProjectListData, 'projects' | 'categories'> & { words: FilterWords },
) {
  const { projects, categories, words } = props;
  const hydrated = useHydrated();
  const params = useSearchParams();
  const active = categories.find((c) => c.key === params.get('category'))?.key ?? 'all';
  const shown =
    active === 'all' ? projects : projects.filter((p) => p.categories.some((c) => c.key === active));
  const choose = (key: string) => {
    if (key === 'all') params.delete('category');
    else params.set('category', key);
    replaceSearch(params);
  };
  const options = [{ key: 'all', label: words.all }, ...categories];
  return (
    <MotionConfig reducedMotion="user" transition={{ duration: 0.25, ease: 'easeOut' }}>
      <LazyMotion features={loadFeatures} strict>
        <div className="filter" role="group" aria-label={words.name}>
          {options.map((o) => (
            <button
              key={o.key}
              type="button"
              className="filter__button"
              aria-pressed={active === o.key}
              onClick={() => choose(o.key)}
            >
              {o.label}
            </button>
          ))}
        </div>
        <p className="visually-hidden" role="status">
          {hydrated ? fill(words.showing, { shown: shown.length, count: projects.length }) : ''}
        </p>
        <ul className="card-grid card-grid--3">
          <AnimatePresence initial={false} mode="popLayout">
            {shown.map((p, i) => (
              <m.li
                key={p.slug}
                layout
                initial={{ opacity: 0, scale: 0.96 }}
                animate={{ opacity: 1, scale: 1 }}
                exit={{ opacity: 0, scale: 0.96 }}
              >
                <ProjectCard project={p} as="h2" priority={i === 0} />
              </m.li>
            ))}
          </AnimatePresence>
        </ul>
      </LazyMotion>
    </MotionConfig>
  );
}
