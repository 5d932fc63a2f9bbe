/**
 * The website widget's shared words (decision 074), kept free of imports: the loader a site's script tag runs
 * bundles this file, and must stay small (≤ 10 KB gzip).
 */

/** A page URL longer than this is cut by the loader and refused by the API: no real page needs more. */
export const SOURCE_URL_MAX_CHARS = 2000;
/** The embed page's query parameter carrying the page the widget sits on. */
export const WIDGET_SOURCE_PARAM = 'from';
/** What the embedded chat posts to the page around it when its Close button is pressed. */
export const WIDGET_CLOSE_MESSAGE = 'inkdesk:widget-close';
