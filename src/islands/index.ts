/**
 * The interactive parts of pages, as templates use them: each renders in the prerendered HTML and is
 * hydrated on its own in the browser (see src/lib/islands.tsx). The name is the module's file name.
 */
import { island } from '../lib/islands.tsx';
import { Carousel as CarouselView } from './Carousel.tsx';
import { ContactForm as ContactFormView } from './ContactForm.tsx';
import { Counter as CounterView } from './Counter.tsx';
import { Gallery as GalleryView } from './Gallery.tsx';
import { ProgressBar as ProgressBarView } from './ProgressBar.tsx';
import { ProjectFilter as ProjectFilterView } from './ProjectFilter.tsx';
import { SiteSearch as SiteSearchView } from './SiteSearch.tsx';
import { Tabs as TabsView } from './Tabs.tsx';

// Those that only answer input hydrate at the visitor's first sign on them; the others (autoplay,
// counting up, reading the URL, a form) when they come near the viewport (src/lib/hydrate-when.ts).
export const Carousel = island('Carousel', CarouselView, (p) => (p.autoplay ? 'visible' : 'interaction'));
export const ContactForm = island('ContactForm', ContactFormView);
export const Counter = island('Counter', CounterView);
export const Gallery = island('Gallery', GalleryView, 'interaction');
export const ProgressBar = island('ProgressBar', ProgressBarView);
export const ProjectFilter = island('ProjectFilter', ProjectFilterView);
export const SiteSearch = island('SiteSearch', SiteSearchView);
export const Tabs = island('Tabs', TabsView, 'interaction');
