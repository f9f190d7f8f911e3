/** The form-level error of a hosted view, read out at once. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-sale">
      {message}
    </p>
  );
}
