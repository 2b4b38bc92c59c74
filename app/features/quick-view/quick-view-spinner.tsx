/** The quick view's loading state, announced politely. */
export function Spinner() {
  return (
    <span role="status" className="flex flex-col items-center gap-3 text-sm text-stone-700">
      <span
        aria-hidden="true"
        className="h-8 w-8 animate-spin rounded-full border-4 border-stone-200 border-t-brand-700"
      />
      Loading product…
    </span>
  );
}
