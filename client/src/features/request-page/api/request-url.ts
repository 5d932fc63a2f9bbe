/** The API path of one request page's calls; the token is the only credential (decision 022). */
export const requestApiUrl = (token: string, path = '') =>
  `/api/requests/${encodeURIComponent(token)}${path}`;
