// Server and build only (never imported by the browser bundle): ICU messages to Lingui's compiled form.
import type { Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

export function compileCatalog(catalog: Record<string, string>): Messages {
  return Object.fromEntries(Object.entries(catalog).map(([key, message]) => [key, compileMessage(message)]));
}
