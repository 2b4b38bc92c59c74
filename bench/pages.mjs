// What the benchmarks measure. Later issues add their pages here.
//   lighthouse: pages audited with Lighthouse (mobile defaults, median of the runs)
//   load:       URLs hit with autocannon; `kind` picks the load budget row (page or api)

export const lighthousePages = [
  { name: "Home", path: "/" },
  { name: "CMS (shipping guide)", path: "/shipping-guide" },
];

export const loadTargets = [
  { name: "Home page", path: "/", kind: "page" },
  { name: "Path lookup", path: "/api/path?path=furniture.html", kind: "api" },
  { name: "Home data", path: "/api/home", kind: "api" },
];
