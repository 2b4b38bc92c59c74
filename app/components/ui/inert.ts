/**
 * The `inert` attribute, spread onto an element. React 18 does not know the attribute: given `true`
 * it would drop it, so it goes out as the empty string (present = inert) and is left off otherwise.
 */
export const inertWhen = (on: boolean): Record<string, string> => (on ? { inert: "" } : {});
