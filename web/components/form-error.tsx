/** A form's refusal, read out by screen readers as soon as it appears; nothing when there is none. */
export function FormError({ error }: { error?: string | null }) {
  if (!error) return null;
  return (
    <p className="error" role="alert">
      {error}
    </p>
  );
}
