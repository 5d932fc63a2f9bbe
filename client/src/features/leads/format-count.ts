const numberFormat = new Intl.NumberFormat();

/** A count as the reader's locale writes it: 1,234 or 1.234. */
export const formatCount = (count: number) => numberFormat.format(count);
