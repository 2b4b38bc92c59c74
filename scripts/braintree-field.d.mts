export const BRAINTREE_FIELD_OUTFILE: string;
export function braintreeFieldOptions(root: string): Record<string, unknown>;
export function bundleBraintreeField(root: string): Promise<string>;
