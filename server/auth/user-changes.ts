import { EventEmitter } from 'node:events';

/**
 * "This process changed or removed user X" (account deletion, a sign-in that updated the email): every
 * session cache in the process listens and drops the user's sessions at once (decision 024). Use cases call
 * announceUserChange without knowing which caches exist; a job on any instance reaches its own process's caches,
 * and they pass it on to the fleet through Redis.
 */
const changes = new EventEmitter().setMaxListeners(0);

export function announceUserChange(userId: string): void {
  changes.emit('user', userId);
}

/** Returns the function that stops listening (an app does on close). */
export function onUserChange(listener: (userId: string) => void): () => void {
  changes.on('user', listener);
  return () => changes.off('user', listener);
}
