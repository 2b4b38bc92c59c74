import { z } from "zod";
import type { CallDef } from "../../contract/call";

const toJsonSchema = (schema: z.ZodType, io: "input" | "output") =>
  z.toJSONSchema(schema, { io, unrepresentable: "any", target: "openapi-3.0" }) as Record<string, unknown>;

/** Query or path schema → OpenAPI parameters. */
function parameters(schema: z.ZodType | undefined, where: "query" | "path") {
  if (!schema) return [];
  const json = toJsonSchema(schema, "input") as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    in: where,
    required: where === "path" || (json.required ?? []).includes(name),
    schema: s,
  }));
}

/** The OpenAPI 3 document of every call, generated from the contract schemas. */
export function buildOpenApi(calls: CallDef[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of calls) {
    const path = call.path.replace(/:([A-Za-z_]+)/g, "{$1}");
    const isEnvelope =
      call.path.startsWith("/api") || call.path.startsWith("/v") || call.path.startsWith("/mobile");
    const result = toJsonSchema(call.result, "output");
    const body = isEnvelope
      ? {
          type: "object",
          required: ["code", "message", "result"],
          properties: { code: { type: "integer" }, message: { type: "string" }, result },
        }
      : result;
    const errors = Object.entries(call.errors ?? {})
      .map(([code, why]) => `- envelope code ${code}: ${why}`)
      .join("\n");
    paths[path] ??= {};
    paths[path][call.method] = {
      tags: [call.tag],
      summary: call.summary,
      ...(errors ? { description: `Other answers:\n${errors}` } : {}),
      parameters: [...parameters(call.params, "path"), ...parameters(call.query, "query")],
      ...(call.body
        ? {
            requestBody: {
              required: true,
              content: Object.fromEntries(
                ["application/json", "application/x-www-form-urlencoded", "multipart/form-data"].map((t) => [
                  t,
                  { schema: toJsonSchema(call.body as z.ZodType, "input") },
                ]),
              ),
            },
          }
        : {}),
      responses: {
        "200": {
          description: "Envelope; `code` 200 is success",
          content: { "application/json": { schema: body } },
        },
        "422": { description: "Invalid input: `message` names the field" },
      },
    };
  }
  return { openapi: "3.0.3", info, paths };
}
