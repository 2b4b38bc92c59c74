// One version string per build: BUILD_VERSION wins (CI/CD), otherwise a timestamp.
// The value is cached in the environment so the client and server builds of one
// `npm run build` agree.
export function buildVersion() {
  if (!process.env.BUILD_VERSION) process.env.BUILD_VERSION = `b${Date.now().toString(36)}`;
  return process.env.BUILD_VERSION;
}
