import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import type { DeviceTestResult } from '@/shared/contract/endpoints/debug';
import { Button } from '@/web/components/ui/button';
import { ErrorState } from '@/web/components/ui/error-state';
import { PageTitle } from '@/web/components/ui/page-title';
import { TextField } from '@/web/components/ui/text-field';
import { toast } from '@/web/components/ui/use-toast';
import { useDeviceInfo, useDeviceTest } from '@/web/features/debug/api/debug-queries';
import { serverMessage } from '@/web/lib/api-client';
import { getDeviceId } from '@/web/lib/device-id';
import { useCopyToClipboard } from '@/web/lib/use-copy-to-clipboard';

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

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

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
        onSuccess: (answer) => {
          setResult(answer);
          toast({
            ...(answer.canRegister ? {} : { variant: 'destructive' as const }),
            title: 'Test Completed',
            description: `Result: ${answer.reason}`,
          });
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Test Failed',
            description: serverMessage(error, 'Test failed'),
          }),
      },
    );

  return (
    <div className="flex flex-col gap-4">
      <PageTitle>Debug</PageTitle>
      <section
        aria-labelledby="device-heading"
        className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-4"
      >
        <h2 id="device-heading" className="text-lg font-semibold">
          Device
        </h2>
        <div className="flex items-center justify-between gap-2 text-sm">
          <span className="text-muted">Browser device ID</span>
          <span className="flex items-center gap-1">
            <code data-testid="browser-device-id">{browserDeviceId.slice(0, 16)}...</code>
            <Button
              variant="ghost"
              size="icon"
              aria-label="Copy device ID"
              onClick={() =>
                void copy(browserDeviceId).then((ok) => {
                  if (ok) toast({ title: 'Copied!', description: 'Device ID copied to clipboard' });
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
          <ErrorState
            message="Could not load the device information."
            onRetry={() => void info.refetch()}
          />
        ) : (
          <dl className="flex flex-col gap-1">
            <Row label="Server device ID" value={info.data.currentDeviceId ?? 'None recorded'} />
            <Row label="User ID" value={String(info.data.userId)} />
            <Row label="Nickname" value={info.data.nickname} />
            <Row
              label="IDs match"
              value={info.data.currentDeviceId === browserDeviceId ? '✓ Match' : '✗ Mismatch'}
            />
            <Row label="Exempt device" value={info.data.isExemptDevice ? 'Exempt' : 'Not exempt'} />
          </dl>
        )}
      </section>
      <section
        aria-labelledby="test-heading"
        className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4"
      >
        <h2 id="test-heading" className="text-lg font-semibold">
          Registration Block Test
        </h2>
        <TextField
          label="Test device ID"
          value={testDeviceId}
          onChange={(event) => setTestDeviceId(event.target.value)}
        />
        <TextField
          label="Test nickname"
          value={testNickname}
          onChange={(event) => setTestNickname(event.target.value)}
        />
        <Button
          disabled={!testDeviceId.trim() || !testNickname.trim() || test.isPending}
          onClick={run}
        >
          Test Registration Block
        </Button>
        {result && (
          <dl aria-label="Test result" className="flex flex-col gap-1">
            <Row label="Device" value={result.testDeviceId} />
            <Row label="Nickname" value={result.testNickname} />
            <Row label="Is exempt" value={yesNo(result.isExemptDevice)} />
            <Row
              label="Existing account"
              value={
                result.existingAccount ? `Yes (${result.existingNickname ?? 'unknown'})` : 'No'
              }
            />
            <Row label="Can register" value={yesNo(result.canRegister)} />
            <Row label="Reason" value={result.reason} prose />
          </dl>
        )}
      </section>
    </div>
  );
}
