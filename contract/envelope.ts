import { z } from "zod";

/** Every API answer: `code` 200 means success; other codes are the spec's own (2002, 10404, …). */
export interface Envelope<T> {
  code: number;
  message: string;
  result: T;
}

export const envelopeSchema = <T extends z.ZodType>(result: T) =>
  z.object({ code: z.number().int(), message: z.string(), result });

export const SUCCESS_CODE = 200;
