import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type LazyPage = LazyExoticComponent<ComponentType>;

/** A route loaded on first use: each page's code stays out of the bundles of the others. */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): LazyPage {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
