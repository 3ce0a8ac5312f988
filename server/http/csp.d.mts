export function contentSecurityPolicy(scriptSources: string): string;
export function noncePolicy(nonce: string, dev: boolean): string;
export function inlineScriptHashes(html: string): string[];
export function hashPolicy(html: string): string;
