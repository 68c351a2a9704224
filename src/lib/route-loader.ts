/**
 * Loads what a route needs (template module, route data, MDX body) once, and keeps the promise so
 * React's `use()` can read it. Promises carry React's `status`/`value` fields once settled, so a
 * route preloaded before hydration renders synchronously and the prerendered HTML is kept.
 */
import type { ComponentType } from 'react';
import { notFound, routes } from '../generated/routes.ts';
import { templates } from '../templates/registry.ts';
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

const cache = new Map<string, TrackedPromise<LoadedRoute>>();

export function normalizePath(pathname: string): string {
  const p = pathname.replace(/\/index\.html$/, '/').replace(/(.)\/+$/, '$1');
  return p || '/';
}

// Every route is an exact path (content slugs, no parameters): a map lookup finds it.
const byPath = new Map(routes.map((r) => [r.path, r]));

export function findRoute(pathname: string): RouteDef {
  let p = normalizePath(pathname);
  try {
    p = decodeURI(p);
  } catch {
    /* a malformed URL matches no route */
  }
  return byPath.get(p) ?? notFound;
}

export function loadRoute(def: RouteDef): TrackedPromise<LoadedRoute> {
  const key = `${def.template}:${def.path}`;
  let promise = cache.get(key);
  if (!promise) {
    const p: TrackedPromise<LoadedRoute> = Promise.all([
      templates[def.template](),
      def.data(),
      def.body ? def.body() : Promise.resolve(undefined),
    ]).then(([template, data, body]) => ({
      Template: template.default as ComponentType<TemplateProps>,
      data: data.default,
      Body: body?.default,
    }));
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
export async function preloadRoute(def: RouteDef): Promise<LoadedRoute> {
  const p = loadRoute(def);
  const value = await p;
  await Promise.resolve();
  return value;
}
