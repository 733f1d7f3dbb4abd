import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../rules/account';
import { okSchema } from './common';
import { binaryReply, endpoint } from './endpoint';

export const deleteAccountBodySchema = z.object({
  /** Needed for an account with a password; a Google-only account confirms with Google. */
  password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  /** A remaining balance must be withdrawn first, or given up explicitly with this. */
  giveUpBalance: z.boolean().optional(),
});
export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>;

/** The person's data in their hands (SPEC 9, decision 021). */
export const accountApi = {
  /** 'Download my data': a zip of the account's data as JSON, with its photos and PDFs. */
  exportData: endpoint({
    method: 'GET',
    path: '/api/account/export',
    access: 'user',
    reply: { 200: binaryReply('application/zip') },
    errors: [],
  }),
  /**
   * 'Delete my account': confirmed with the password (or a fresh Google sign-in); signs out
   * everywhere and removes the account's messages, hunts, drafts and support tickets at once.
   */
  deleteAccount: endpoint({
    method: 'POST',
    path: '/api/account/delete',
    access: 'user',
    body: deleteAccountBodySchema,
    reply: { 200: okSchema },
    errors: [409, 429],
  }),
};
