import { accountApi } from './account';
import { activityApi } from './activity';
import { authApi } from './auth';
import { debugApi } from './debug';
import { officeApi } from './office';
import { supportApi } from './support';
import type { Endpoint } from './endpoint';
import { huntsApi } from './hunts';
import { photosApi } from './photos';
import { pushApi } from './push';
import { platformApi, sharePagesApi } from './platform';
import { scanApi } from './scan';
import { uploadsApi } from './uploads';
import { usersApi } from './users';
import { paymentsApi, sandboxApi, walletApi } from './wallet';

/**
 * Every operation the server answers, declared once (the first place to look): the server
 * registers each route from its entry and the web app calls it by the same entry. A test fails
 * when the server has a route this table lacks, or the table names one the server lacks.
 */
export const api = {
  auth: authApi,
  account: accountApi,
  platform: platformApi,
  users: usersApi,
  photos: photosApi,
  uploads: uploadsApi,
  scan: scanApi,
  hunts: huntsApi,
  wallet: walletApi,
  payments: paymentsApi,
  sandbox: sandboxApi,
  pages: sharePagesApi,
  support: supportApi,
  activity: activityApi,
  push: pushApi,
  office: officeApi,
  debug: debugApi,
} satisfies Record<string, Record<string, Endpoint>>;

/** Every endpoint of the table, flattened, with its `domain.name` for messages. */
export function allEndpoints(): Array<{ name: string; endpoint: Endpoint }> {
  return Object.entries(api).flatMap(([domain, endpoints]) =>
    Object.entries(endpoints).map(([name, endpoint]) => ({
      name: `${domain}.${name}`,
      endpoint: endpoint as Endpoint,
    })),
  );
}
