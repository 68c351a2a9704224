/**
 * Shapes of the data the templates read, under the names components import: each derived from
 * what its maker in src/content returns (the data builders, the site context).
 */
import type { RouteData } from '../content/builders/index.ts';
import type { SiteContext } from '../content/site-context.ts';

export type { PageMetaData, Picture } from '../content/types.ts';
export type { ShellData } from '../content/site-context.ts';

export type ProjectCard = ReturnType<SiteContext['projectCard']>;
export type ServiceCard = ReturnType<SiteContext['serviceCard']>;
export type PostCard = ReturnType<SiteContext['postCard']>;
export type CategoryLabel = ProjectCard['categories'][number];
export type BlogSidebarData = SiteContext['blogSidebar'];

export type ProjectDetailData = RouteData<'ProjectDetail'>;
export type ServiceDetailData = RouteData<'ServiceDetail'>;
export type ProjectListData = RouteData<'ProjectList'>;
export type Downloads = ProjectDetailData['downloads'];
/** Posts from the company's social profiles, each linking to its profile. */
export type SocialPosts = ServiceDetailData['sidebar']['social'];
