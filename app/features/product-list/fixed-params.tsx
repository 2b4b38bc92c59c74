import type { ListState } from "./list-url";

/** The listing's fixed parameters (the search `q`) as hidden fields, so GET forms keep them. */
export function FixedParams({ state }: { state: ListState }) {
  return (
    <>
      {Object.entries(state.fixed ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
