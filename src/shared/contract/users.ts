import { z } from 'zod';
import { USER_SEARCH_MIN_LENGTH } from '../rules/messages';
import { endpoint } from './endpoint';

export const userSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(USER_SEARCH_MIN_LENGTH, `Type at least ${USER_SEARCH_MIN_LENGTH} characters`)
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

export const usersApi = {
  search: endpoint({
    method: 'GET',
    path: '/api/users/search',
    access: 'user',
    query: userSearchQuerySchema,
    reply: { 200: userSearchResultsSchema },
    errors: [],
  }),
};
