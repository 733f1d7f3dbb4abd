import type { FastifyInstance } from 'fastify';
import { officeApi } from '@/shared/contract/office';
import { route } from '@/server/lib/route';
import type { AuditService } from '@/server/modules/audit/audit.service';
import type { SupportService } from '@/server/modules/support/support.service';
import type { OfficeService } from './office.service';

/** Every route here is `admin` in the table: anyone else gets 403 before the input is read. */
export async function officeRoutes(
  app: FastifyInstance,
  deps: { office: OfficeService; support: SupportService; audit: AuditService },
) {
  const { office, support, audit } = deps;
  route(app, officeApi.stats, () => office.stats());
  route(app, officeApi.searchUsers, ({ query }) => office.searchUsers(query.q));
  route(app, officeApi.tickets, ({ user }) => support.allTickets(user));
  route(app, officeApi.counts, () => office.counts());
  route(app, officeApi.moderationQueue, () => office.moderationQueue());
  route(app, officeApi.revealSecret, ({ user, params }) => office.revealSecret(user, params.id));
  route(app, officeApi.decide, ({ user, params, body }) =>
    office.decide(user, params.id, body.decision),
  );
  route(app, officeApi.heldRewards, () => office.heldRewards());
  route(app, officeApi.decideHeldReward, ({ user, params, body }) =>
    office.decideHeldReward(user, params.id, body.decision),
  );
  route(app, officeApi.audit, () => audit.list());
}
