import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../rules/account';
import { okSchema } from './common';
import { binaryReply, withShapes, type ShapeTable } from './endpoint';
import { accountApi as accountRoutes } from './endpoints/account';

export const deleteAccountBodySchema = z.object({
  /** Needed for an account with a password; a Google-only account confirms with Google. */
  password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  /** A remaining balance must be withdrawn first, or given up explicitly with this. */
  giveUpBalance: z.boolean().optional(),
});
export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>;

/** The schemas of each operation in endpoints/account.ts: what the server validates with. */
export const accountShapes = {
  exportData: {
    reply: { 200: binaryReply('application/zip') },
  },
  deleteAccount: {
    body: deleteAccountBodySchema,
    reply: { 200: okSchema },
  },
} satisfies ShapeTable;

/** The person's data in their hands (SPEC 9, decision 021). */
export const accountApi = withShapes(accountRoutes, accountShapes);
