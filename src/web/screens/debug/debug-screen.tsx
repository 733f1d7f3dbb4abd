import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import type { DeviceTestResult } from '@/shared/contract/endpoints/debug';
import { Button } from '@/web/components/ui/button';
import { ErrorState } from '@/web/components/ui/error-state';
import { PageTitle } from '@/web/components/ui/page-title';
import { TextField } from '@/web/components/ui/text-field';
import { toast } from '@/web/components/ui/use-toast';
import { useDeviceInfo, useDeviceTest } from '@/web/features/debug/api/debug-queries';
import { serverMessage, wordSaid } from '@/web/lib/api-client';
import { getDeviceId } from '@/web/lib/device-id';
import { useCopyToClipboard } from '@/web/lib/use-copy-to-clipboard';
import { m } from '@/web/i18n/i18n';

/** A line of the result; `prose` wraps a sentence instead of cutting it like an id. */
function Row({ label, value, prose = false }: { label: string; value: string; prose?: boolean }) {
  return (
    <div className="flex justify-between gap-3 text-sm">
      <dt className="shrink-0 text-muted">{label}</dt>
      <dd className={prose ? 'min-w-0 text-right break-words' : 'min-w-0 truncate font-mono'}>
        {value}
      </dd>
    </div>
  );
}

const yesNo = (value: boolean) => (value ? m.debug_yes() : m.debug_no());

/** /debug (the router lets only the admin in): device ids and the registration block test. */
export function DebugScreen() {
  const browserDeviceId = getDeviceId();
  const info = useDeviceInfo();
  const { copied, copy } = useCopyToClipboard();
  const [testDeviceId, setTestDeviceId] = useState('');
  const [testNickname, setTestNickname] = useState('');
  const [result, setResult] = useState<DeviceTestResult | null>(null);
  const test = useDeviceTest();

  const run = () =>
    test.mutate(
      { testDeviceId: testDeviceId.trim(), testNickname: testNickname.trim() },
      {
        onSuccess: (reply) =>
          // The verdict's reason in the reader's language; the English one if it cannot be.
          void wordSaid(reply.reasonMessage, reply.reason).then((reason) => {
            setResult({ ...reply, reason });
            toast({
              ...(reply.canRegister ? {} : { variant: 'destructive' as const }),
              title: m.debug_test_completed(),
              description: m.debug_result({ reason }),
            });
          }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: m.debug_test_failed_title(),
            description: serverMessage(error, m.debug_test_failed()),
          }),
      },
    );

  return (
    <div className="flex flex-col gap-4">
      <PageTitle>{m.debug_title()}</PageTitle>
      <section
        aria-labelledby="device-heading"
        className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-4"
      >
        <h2 id="device-heading" className="text-lg font-semibold">
          {m.debug_device()}
        </h2>
        <div className="flex items-center justify-between gap-2 text-sm">
          <span className="text-muted">{m.debug_browser_device_id()}</span>
          <span className="flex items-center gap-1">
            <code data-testid="browser-device-id">{browserDeviceId.slice(0, 16)}...</code>
            <Button
              variant="ghost"
              size="icon"
              aria-label={m.debug_copy_device_id()}
              onClick={() =>
                void copy(browserDeviceId).then((ok) => {
                  if (ok)
                    toast({ title: m.debug_copied(), description: m.debug_device_id_copied() });
                })
              }
            >
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            </Button>
          </span>
        </div>
        {info.isPending ? (
          <div className="h-16 animate-pulse rounded-lg bg-surface-raised" />
        ) : info.isError ? (
          <ErrorState message={m.debug_load_error()} onRetry={() => void info.refetch()} />
        ) : (
          <dl className="flex flex-col gap-1">
            <Row
              label={m.debug_server_device_id()}
              value={info.data.currentDeviceId ?? m.debug_none_recorded()}
            />
            <Row label={m.debug_user_id()} value={String(info.data.userId)} />
            <Row label={m.debug_nickname()} value={info.data.nickname} />
            <Row
              label={m.debug_ids_match()}
              value={
                info.data.currentDeviceId === browserDeviceId ? m.debug_match() : m.debug_mismatch()
              }
            />
            <Row
              label={m.debug_exempt_device()}
              value={info.data.isExemptDevice ? m.debug_exempt() : m.debug_not_exempt()}
            />
          </dl>
        )}
      </section>
      <section
        aria-labelledby="test-heading"
        className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4"
      >
        <h2 id="test-heading" className="text-lg font-semibold">
          {m.debug_block_test()}
        </h2>
        <TextField
          label={m.debug_test_device_id()}
          value={testDeviceId}
          onChange={(event) => setTestDeviceId(event.target.value)}
        />
        <TextField
          label={m.debug_test_nickname()}
          value={testNickname}
          onChange={(event) => setTestNickname(event.target.value)}
        />
        <Button
          disabled={!testDeviceId.trim() || !testNickname.trim() || test.isPending}
          onClick={run}
        >
          {m.debug_test_button()}
        </Button>
        {result && (
          <dl aria-label={m.debug_test_result()} className="flex flex-col gap-1">
            <Row label={m.debug_device()} value={result.testDeviceId} />
            <Row label={m.debug_nickname()} value={result.testNickname} />
            <Row label={m.debug_is_exempt()} value={yesNo(result.isExemptDevice)} />
            <Row
              label={m.debug_existing_account()}
              value={
                result.existingAccount
                  ? m.debug_existing_yes({
                      nickname: result.existingNickname ?? m.debug_unknown(),
                    })
                  : m.debug_no()
              }
            />
            <Row label={m.debug_can_register()} value={yesNo(result.canRegister)} />
            <Row label={m.debug_reason()} value={result.reason} prose />
          </dl>
        )}
      </section>
    </div>
  );
}
