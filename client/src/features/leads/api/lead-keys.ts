/**
 * Spec §7: lead query keys are the URL's segments. Every lead query starts with this segment, so
 * invalidating it refreshes the list, the admin search and any open details.
 */
export const LEADS_QUERY_KEY = ['/api/admin/leads'] as const;

/** The signed-in artist's leads as CSV (every lead for an admin); the server sends it as an attachment. */
export const LEADS_EXPORT_URL = '/api/admin/leads/export.csv';
