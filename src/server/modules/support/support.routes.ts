import type { FastifyInstance } from 'fastify';
import { supportApi } from '@/shared/contract/support';
import { route } from '@/server/lib/route';
import type { SupportService } from './support.service';

export async function supportRoutes(
  app: FastifyInstance,
  { support }: { support: SupportService },
) {
  route(app, supportApi.tickets, ({ user }) => support.tickets(user));
  route(app, supportApi.ticket, ({ user, params }) => support.ticket(user, params.id));
  route(app, supportApi.create, ({ user, body }) => support.create(user, body));
  route(app, supportApi.reply, ({ user, params, body }) => support.reply(user, params.id, body));
  route(app, supportApi.setStatus, ({ user, params, body }) =>
    support.setStatus(user, params.ticketId, body.status),
  );
}
