import { checkAdmin } from './check-admin';
import { createAgentWallet } from './create-agent-wallet';
import type { ServerFunction } from './function-definition';
import { getAgentWallet } from './get-agent-wallet';

/** Every backend function, by the name it is called with: `POST /functions/<name>`. */
export const SERVER_FUNCTIONS: Readonly<Record<string, ServerFunction>> = {
  'check-admin': checkAdmin,
  'get-agent-wallet': getAgentWallet,
  'create-agent-wallet': createAgentWallet,
};
