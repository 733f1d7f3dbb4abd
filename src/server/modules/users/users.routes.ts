import type { FastifyInstance } from 'fastify';
import { usersApi } from '@/shared/contract/users';
import { route } from '@/server/lib/route';
import type { UsersService } from './users.service';

export async function usersRoutes(app: FastifyInstance, { users }: { users: UsersService }) {
  route(app, usersApi.search, ({ user, query }) => users.search(user, query.q));
}
