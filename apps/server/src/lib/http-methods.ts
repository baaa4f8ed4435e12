const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Requests that may change state: anti-forgery checked, never answered from a cache. */
export const changesState = (method: string) => STATE_CHANGING_METHODS.has(method);
