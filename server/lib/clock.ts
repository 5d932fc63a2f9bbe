/**
 * Reads "now". Everything that depends on time (messaging windows, reminders, notice rules, token expiry) takes
 * a Clock, so tests move time instead of sleeping; the app's comes from `buildApp({ clock })`.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
