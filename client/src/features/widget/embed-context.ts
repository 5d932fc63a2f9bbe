import { WIDGET_CLOSE_MESSAGE, WIDGET_SOURCE_PARAM } from '#common/constants/widget.ts';
import { sourceUrlSchema } from '#common/contracts/widget.ts';

/**
 * The page around the embedded chat, as the loader named it in ?from= (decision 074); undefined when it is
 * missing or not an http(s) URL the API would take, so the chat still works, without a source.
 */
export function widgetSourceUrl(search: string = window.location.search): string | undefined {
  const from = new URLSearchParams(search).get(WIDGET_SOURCE_PARAM);
  return from && sourceUrlSchema.safeParse(from).success ? from : undefined;
}

/** Whether the page runs inside another site's frame: only then has the chat a bubble to close back into. */
export const isFramed = () => window.parent !== window;

/** Asks the loader on the page around to close the chat (its bubble stays). */
export function closeWidget() {
  window.parent.postMessage(WIDGET_CLOSE_MESSAGE, '*');
}
