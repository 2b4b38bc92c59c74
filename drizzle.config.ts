import { defineConfig } from "drizzle-kit";

// Only used to generate SQL migrations (`npm run db:generate`); they run from code at start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema/*.ts",
  out: "./server/db/migrations",
});
