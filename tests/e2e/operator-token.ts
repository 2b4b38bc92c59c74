/** The operator credential of the journeys' server (playwright.config.ts webServer env OPERATOR_TOKEN). */
export const E2E_OPERATOR_TOKEN = "e2e-operator-token-0123456789-abcdefghijklmnop";
