/** The sentence under a refused field; the field points at it with `aria-describedby` and is marked `aria-invalid`. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="error field-error" role="alert">
      {message}
    </p>
  );
}

/** The props that mark a field refused (or nothing when it is fine). */
export const invalidProps = (errorId: string, message?: string) => (message ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {});

/** A signing secret the service shows once. */
export function SecretOnce({ secret, children }: { secret: string; children: React.ReactNode }) {
  return (
    <div className="panel secret-once" role="status">
      <p>{children}</p>
      <code>{secret}</code>
    </div>
  );
}
