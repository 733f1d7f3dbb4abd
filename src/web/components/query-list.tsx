import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { InlineError } from '@/web/components/ui/inline-error';
import { m } from '@/web/i18n/i18n';

type QueryListProps<T> = {
  query: UseQueryResult<T[]>;
  /** 'Could not load your drafts.' */
  errorText: string;
  /** What an empty list says, in the card's words. */
  emptyText: string;
  /** One item; it returns its own <li> with its key. */
  children: (item: T) => ReactNode;
};

/** A card's list and its three other states: loading, failed (with Try Again), and empty. */
export function QueryList<T>({ query, errorText, emptyText, children }: QueryListProps<T>) {
  if (query.isPending) return <p className="text-sm text-muted">{m.app_loading()}</p>;
  if (query.isError) {
    return <InlineError message={errorText} onRetry={() => void query.refetch()} />;
  }
  if (query.data.length === 0) return <p className="text-sm text-muted">{emptyText}</p>;
  return <ul className="flex flex-col gap-2">{query.data.map(children)}</ul>;
}
