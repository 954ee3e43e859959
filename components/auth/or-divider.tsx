/** The 'Or' rule between the form and Google sign-in. */
export function OrDivider() {
  return (
    <div
      className="my-5 flex items-center gap-3 text-xs uppercase text-muted-foreground"
      role="separator"
      aria-label="Or"
    >
      <span className="h-px flex-1 bg-border" />
      Or
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}
