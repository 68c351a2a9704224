/**
 * Loads what a route needs (template module and route data) once, and keeps the promise so React's
 * `use()` can read it. Promises carry React's `status`/`value` fields once settled, so a route
 * preloaded before hydration renders synchronously and the prerendered HTML is kept.
 *
 * The prerender hands each route its data directly. In the dev server, where the whole app renders
 * in the browser, the route table and each route's data (including the entry's body, rendered to
 * HTML by the generator) are JSON the content plugin serves under /_data/.
 */
import type { ComponentType } from 'react';
import type { PageTypeName, RouteData } from '../../content.config.ts';
import { templateFor } from '../templates/registry.ts';
import type { RouteDef, RouteTable } from './route-table.ts';
import type { ShellData } from './types.ts';

/** What the template of page type T receives: the route's data, as its builder made it, and the shell data. */
export interface TemplateProps<T extends PageTypeName> {
  data: RouteData<T>;
  /** Identity, menus and footer lists: the phone numbers and call to action pages show */
  shell: ShellData;
}

export interface LoadedRoute {
  Template: ComponentType<TemplateProps<PageTypeName>>;
  data: RouteData<PageTypeName>;
}

type TrackedPromise<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

/** Where the dev server serves the route table. */
const DEV_TABLE = '/_data/routes.json';

interface Table {
  byPath: Map<string, RouteDef>;
  notFound: RouteDef;
}

let table: Table | undefined;
let tableLoading: Promise<Table> | undefined;
const cache = new Map<string, TrackedPromise<LoadedRoute>>();

export function normalizePath(pathname: string): string {
  const p = pathname.replace(/\/index\.html$/, '/').replace(/(.)\/+$/, '$1');
  return p || '/';
}

function routeKey(pathname: string): string {
  const p = normalizePath(pathname);
  try {
    return decodeURI(p);
  } catch {
    return p; // a malformed URL matches no route
  }
}

/** Fetches a JSON file; a failure reads like a failed chunk, so the page reloads once. */
export async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Failed to fetch ${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

function registerRoutes(routes: RouteDef[], notFound: RouteDef) {
  // Every route is an exact path (content slugs, no parameters): a map lookup finds it.
  table = { byPath: new Map(routes.map((r) => [r.path, r])), notFound };
}

export function loadRouteTable(): Promise<Table> {
  if (table) return Promise.resolve(table);
  tableLoading ??= fetchJson<RouteTable>(DEV_TABLE).then(
    (t) => {
      registerRoutes(t.routes, t.notFound);
      return table!;
    },
    (error: unknown) => {
      tableLoading = undefined; // let a later navigation try again
      throw error;
    },
  );
  return tableLoading;
}

async function routeFor(key: string): Promise<RouteDef> {
  const t = await loadRouteTable();
  return t.byPath.get(key) ?? t.notFound;
}

function track(key: string, p: TrackedPromise<LoadedRoute>): TrackedPromise<LoadedRoute> {
  p.status = 'pending';
  p.then(
    (value) => {
      p.status = 'fulfilled';
      p.value = value;
    },
    (reason: unknown) => {
      p.status = 'rejected';
      p.reason = reason;
      // A failed load may succeed later (network back): let the next attempt retry.
      cache.delete(key);
    },
  );
  cache.set(key, p);
  return p;
}

async function load(template: PageTypeName, data: Promise<RouteData<PageTypeName>>): Promise<LoadedRoute> {
  const [module, value] = await Promise.all([templateFor(template)(), data]);
  // The route table pairs each path with its page type's template and that type's data.
  return { Template: module.default as ComponentType<TemplateProps<PageTypeName>>, data: value };
}

/** The server hands over a route's data directly (the prerender has it in memory). */
export function provideRoute(pathname: string, template: PageTypeName, data: RouteData<PageTypeName>) {
  const key = routeKey(pathname);
  void track(key, load(template, Promise.resolve(data)));
}

export function loadRoute(pathname: string): TrackedPromise<LoadedRoute> {
  const key = routeKey(pathname);
  return (
    cache.get(key) ??
    track(
      key,
      routeFor(key).then((def) => load(def.template, fetchJson<RouteData<PageTypeName>>(def.data))),
    )
  );
}

/** Loads a route and waits until its promise is marked settled. */
export async function preloadRoute(pathname: string): Promise<LoadedRoute> {
  const value = await loadRoute(pathname);
  await Promise.resolve();
  return value;
}

/** The server drops a route once rendered, so memory stays flat however many pages there are. */
export function forgetRoute(pathname: string) {
  cache.delete(routeKey(pathname));
}
