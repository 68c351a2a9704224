/**
 * Loads what a route needs (template module, route data, MDX body) once, and keeps the promise so
 * React's `use()` can read it. Promises carry React's `status`/`value` fields once settled, so a
 * route preloaded before hydration renders synchronously and the prerendered HTML is kept.
 *
 * The route table grows with the content (one line per page), so the browser does not carry it in
 * the main bundle: a prerendered page names its own modules in a JSON block, and the table is
 * fetched after hydration, in time for the first client-side navigation.
 */
import type { ComponentType } from 'react';
import { templates } from '../templates/registry.ts';
import type { TemplateName } from '../templates/names.ts';
import type { RouteDef } from './types.ts';

export interface TemplateProps<T = unknown> {
  data: T;
  Body?: ComponentType<Record<string, unknown>>;
}

export interface LoadedRoute {
  Template: ComponentType<TemplateProps>;
  data: unknown;
  Body?: ComponentType<Record<string, unknown>>;
}

type TrackedPromise<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

/** What the prerender writes into <script type="application/json" id="route-modules">. */
export interface RouteModules {
  path: string;
  template: TemplateName;
  /** URLs of the route's data and MDX body chunks */
  data: string;
  body?: string;
}

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

/** The server registers the table up front; the browser loads it when first needed. */
export function registerRoutes(routes: RouteDef[], notFound: RouteDef) {
  // Every route is an exact path (content slugs, no parameters): a map lookup finds it.
  table = { byPath: new Map(routes.map((r) => [r.path, r])), notFound };
}

export function loadRouteTable(): Promise<Table> {
  if (table) return Promise.resolve(table);
  tableLoading ??= import('../generated/routes.ts').then((m) => {
    registerRoutes(m.routes, m.notFound);
    return table!;
  });
  return tableLoading;
}

// Read once: the block describes the page the browser loaded, not later ones.
let ownModules: RouteModules | null | undefined;

function pageModules(key: string): RouteDef | undefined {
  if (ownModules === undefined) {
    const text =
      typeof document === 'undefined' ? null : document.getElementById('route-modules')?.textContent;
    ownModules = text ? (JSON.parse(text) as RouteModules) : null;
  }
  const own = ownModules;
  if (own?.path !== key) return undefined;
  const body = own.body;
  return {
    path: own.path,
    template: own.template,
    data: () => import(/* @vite-ignore */ own.data) as ReturnType<RouteDef['data']>,
    ...(body
      ? { body: () => import(/* @vite-ignore */ body) as ReturnType<NonNullable<RouteDef['body']>> }
      : {}),
  };
}

async function routeFor(key: string): Promise<RouteDef> {
  const own = pageModules(key);
  if (own) return own;
  const t = await loadRouteTable();
  return t.byPath.get(key) ?? t.notFound;
}

export function loadRoute(pathname: string): TrackedPromise<LoadedRoute> {
  const key = routeKey(pathname);
  let promise = cache.get(key);
  if (!promise) {
    const p: TrackedPromise<LoadedRoute> = routeFor(key).then((def) =>
      Promise.all([
        templates[def.template](),
        def.data(),
        def.body ? def.body() : Promise.resolve(undefined),
      ]).then(([template, data, body]) => ({
        Template: template.default as ComponentType<TemplateProps>,
        data: data.default,
        Body: body?.default,
      })),
    );
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
    promise = p;
  }
  return promise;
}

/** Loads a route and waits until its promise is marked settled. */
export async function preloadRoute(pathname: string): Promise<LoadedRoute> {
  const value = await loadRoute(pathname);
  await Promise.resolve();
  return value;
}
