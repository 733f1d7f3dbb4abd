import type { CurrentUser } from '@/shared/contract/auth';
import type { UserRow } from '@/server/db/schema/users';

export function presentCurrentUser(user: UserRow): CurrentUser {
  return { id: user.id, nickname: user.nickname, email: user.email, isAdmin: user.isAdmin };
}
