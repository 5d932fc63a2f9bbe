/** Spec §4: shown while a reply is pending. */
export function TypingIndicator() {
  return (
    <div
      role="status"
      className="mt-3 inline-flex items-center gap-1.5 rounded-2xl rounded-tl-sm bg-ink-800 px-4 py-3.5"
    >
      <span className="sr-only">The assistant is typing…</span>
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden="true"
          className="size-2 animate-bounce rounded-full bg-mist motion-reduce:animate-pulse"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </div>
  );
}
