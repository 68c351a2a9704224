/** The client route table: which page type renders each path, and where its data is. */
import type { PageTypeName } from '../../content.config.ts';

/** One row of the client route table: the template and the URL of the route's data. */
export interface RouteDef {
  path: string;
  template: PageTypeName;
  /** URL of the route's data file (`/_data/<id>.<hash>.json`) */
  data: string;
}

/** The route table the dev server serves (`/_data/routes.json`). */
export interface RouteTable {
  routes: RouteDef[];
  notFound: RouteDef;
}
