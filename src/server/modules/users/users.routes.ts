import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@/shared/contract/common';
import { userSearchQuerySchema, userSearchResultsSchema } from '@/shared/contract/photos';
import { requireUser } from '@/server/plugins/session';
import type { UsersService } from './users.service';

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (
  app,
  { users },
) => {
  app.get(
    '/api/users/search',
    {
      schema: {
        querystring: userSearchQuerySchema,
        response: { 200: userSearchResultsSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => users.search(requireUser(request), request.query.q),
  );
};
