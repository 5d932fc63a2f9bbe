/** A message about the whole form (a 400 that names no field), above the buttons. */
export function FormError({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-lg border border-rose-400/50 bg-rose-950/60 p-3 text-sm text-rose-100">
      {message}
    </p>
  );
}
