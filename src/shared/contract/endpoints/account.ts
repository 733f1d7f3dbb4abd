import { routes } from '../endpoint';
import type { accountShapes } from '../account';

// The web imports the table and its types from here: no schema (and no zod) at run time.
export type * from '../account';

/** The person's data in their hands (SPEC 9, decision 021). */
export const accountApi = routes<typeof accountShapes>()({
  /** 'Download my data': a zip of the account's data as JSON, with its photos and PDFs. */
  exportData: {
    method: 'GET',
    path: '/api/account/export',
    access: 'user',
    errors: [],
  },
  /**
   * 'Delete my account': confirmed with the password (or a fresh Google sign-in); signs out
   * everywhere and removes the account's messages, hunts, drafts and support tickets at once.
   */
  deleteAccount: {
    method: 'POST',
    path: '/api/account/delete',
    access: 'user',
    errors: [409, 429],
  },
});
