/** The page grid, shared by the page and its loading skeleton so both have the same shape. */
export const ARTIST_PAGE_GRID =
  'mx-auto grid w-full max-w-6xl gap-10 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,27rem)] lg:gap-x-12';

/** The chat column: after the profile on small screens, the whole right side on wide ones. */
export const ARTIST_CHAT_COLUMN = 'grid content-start gap-3 lg:col-start-2 lg:row-span-2 lg:row-start-1';

/** A fixed height: the conversation scrolls inside the chat and the page never moves. */
export const ARTIST_CHAT_FRAME = 'h-[600px] max-h-[85dvh]';
