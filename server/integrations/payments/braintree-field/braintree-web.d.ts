// The few parts of braintree-web (which ships no types) that our card field uses: a client from
// the client token, Hosted Fields on it, tokenize. Shapes from the package's own JSDoc.
declare module "braintree-web/client" {
  export interface Client {
    teardown(): Promise<void>;
  }
  export function create(options: { authorization: string }): Promise<Client>;
}

declare module "braintree-web/hosted-fields" {
  import type { Client } from "braintree-web/client";
  export interface HostedFieldsField {
    container: string;
    placeholder?: string;
  }
  export interface TokenizePayload {
    nonce: string;
    details: { cardType?: string; lastFour?: string };
  }
  export interface HostedFieldsError extends Error {
    code?: string;
    details?: { invalidFieldKeys?: string[] };
  }
  export interface HostedFields {
    tokenize(): Promise<TokenizePayload>;
    clear(field: string): void;
  }
  export function create(options: {
    client: Client;
    styles?: Record<string, Record<string, string>>;
    fields: Record<"number" | "expirationDate" | "cvv", HostedFieldsField>;
  }): Promise<HostedFields>;
}
