import {
  DEFAULT_SUPPORT_EMAIL,
  SUPPORT_EMAIL_META_NAME,
  SUPPORT_EMAIL_TOKEN,
} from '#common/constants/support-email.ts';

/**
 * The support address (SUPPORT_EMAIL), which the server writes into every page's meta tag. The build's
 * prerender has no document: it renders the token, and the server swaps the address into that HTML too.
 * Without the tag (unit tests) it is the default.
 */
export function getSupportEmail(): string {
  if (typeof document === 'undefined') return SUPPORT_EMAIL_TOKEN;
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${SUPPORT_EMAIL_META_NAME}"]`);
  return meta?.content || DEFAULT_SUPPORT_EMAIL;
}
