import type { ComponentType } from 'react';
import { type LazyPage, lazyPage } from './lazy-page.ts';

/** A page the build prerenders; its route module exports the page and the `pageTitle` for its <title>. */
export interface PrerenderedPage {
  path: string;
  load(): Promise<{ pageTitle: string }>;
  Page: LazyPage;
}

function prerenderedPage<Name extends string>(
  path: string,
  load: () => Promise<{ pageTitle: string } & Record<Name, ComponentType>>,
  name: Name,
): PrerenderedPage {
  return { path, load, Page: lazyPage(load, name) };
}

export const landingPage = prerenderedPage('/', () => import('./routes/landing.tsx'), 'LandingPage');

/** Spec §2's legal pages: every visitor can open them, signed in or not. */
export const legalPages = [
  prerenderedPage('/terms', () => import('./routes/legal/terms.tsx'), 'TermsPage'),
  prerenderedPage('/privacy', () => import('./routes/legal/privacy.tsx'), 'PrivacyPage'),
  prerenderedPage('/data-deletion', () => import('./routes/legal/data-deletion.tsx'), 'DataDeletionPage'),
];

/** The pages `npm run build` writes as static HTML (docs/decisions/004) and PublicApp hydrates. */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [landingPage, ...legalPages];
