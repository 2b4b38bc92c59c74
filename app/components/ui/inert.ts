/**
 * The `inert` attribute, spread onto an element: present (inert) when `on`, left off otherwise.
 * React 19 knows it as a boolean (React 18 did not, so this used to send the empty string, which
 * React 19 treats as false). Kept as one helper so every inert element is written the same way.
 */
export const inertWhen = (on: boolean): { inert?: boolean } => (on ? { inert: true } : {});
