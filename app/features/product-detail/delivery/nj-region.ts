// "Is this position in New Jersey?" answered offline: no reverse-geocoding service is reachable,
// so the state's outline is approximated by a polygon traced along its borders (the New York line,
// the Hudson, the Atlantic shore, Delaware Bay and the Delaware River). It is accurate to a few
// kilometres, enough to decide whether to offer pickup at the New Jersey warehouse.

/** [latitude, longitude] vertices, clockwise from the New York / Pennsylvania tripoint. */
export const NJ_OUTLINE: readonly (readonly [number, number])[] = [
  [41.357, -74.695], // tripoint with NY and PA (Port Jervis)
  [41.0, -73.894], // New York line meets the Hudson
  [40.76, -74.015], // Hudson shore (Hoboken)
  [40.65, -74.07], // Bayonne
  [40.64, -74.19], // Arthur Kill (Elizabeth)
  [40.5, -74.26], // Perth Amboy
  [40.47, -74.0], // Sandy Hook
  [40.1, -74.03], // Asbury Park / Point Pleasant shore
  [39.76, -74.1], // Barnegat
  [39.36, -74.41], // Atlantic City
  [38.99, -74.79], // Wildwood
  [38.9, -74.92], // Cape May
  [38.96, -74.98], // Cape May Point
  [39.19, -75.04], // Delaware Bay shore
  [39.43, -75.54], // Salem River mouth
  [39.66, -75.56], // Delaware Memorial Bridge
  [39.83, -75.41], // Bridgeport (across from Marcus Hook)
  [39.87, -75.2], // across from Philadelphia's south end
  [39.98, -75.06], // across from Philadelphia's north end
  [40.13, -74.8], // Burlington / Bristol
  [40.2, -74.76], // Trenton
  [40.55, -75.06], // Frenchtown
  [40.83, -75.09], // Belvidere
  [40.97, -75.13], // Delaware Water Gap
  [41.35, -74.73], // back up the river to the tripoint
];

/** Point-in-polygon (ray casting) against the outline above. */
export function isInNewJersey(latitude: number, longitude: number): boolean {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return false;
  let inside = false;
  const poly = NJ_OUTLINE;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [yi, xi] = poly[i];
    const [yj, xj] = poly[j];
    const crosses =
      yi > latitude !== yj > latitude && longitude < ((xj - xi) * (latitude - yi)) / (yj - yi) + xi;
    if (crosses) inside = !inside;
  }
  return inside;
}
