import { z } from 'zod';
import { USER_SEARCH_MIN_LENGTH } from '../rules/messages';
import { withShapes, type ShapeTable } from './endpoint';
import { usersApi as usersRoutes } from './endpoints/users';
import { fieldSays } from './field-says';

export const userSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(
      USER_SEARCH_MIN_LENGTH,
      fieldSays('server_field_search_too_short', { min: USER_SEARCH_MIN_LENGTH }),
    )
    .max(254),
});

export const userSearchResultSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  /** Only when the searcher typed this whole address. */
  email: z.string().nullable(),
});
export const userSearchResultsSchema = z.array(userSearchResultSchema);
export type UserSearchResult = z.infer<typeof userSearchResultSchema>;

/** The schemas of each operation in endpoints/users.ts: what the server validates with. */
export const usersShapes = {
  search: {
    query: userSearchQuerySchema,
    reply: { 200: userSearchResultsSchema },
  },
} satisfies ShapeTable;

export const usersApi = withShapes(usersRoutes, usersShapes);
