export function buildVersion(): string;
