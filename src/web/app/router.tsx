import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { RequireAdmin } from '@/web/app/guards/require-admin';
import { RequireSignIn } from '@/web/app/guards/require-sign-in';
import { RequireSignedOut } from '@/web/app/guards/require-signed-out';
import { AppShell } from '@/web/app/layouts/app-shell';
import { lazyScreen } from '@/web/app/lazy-screen';
import { NotFoundScreen } from '@/web/app/not-found-screen';
import { shellQueries } from '@/web/app/layouts/shell-queries';
import { currentUserQueryOptions } from '@/web/features/auth/api/get-current-user';
import { atMost } from '@/web/lib/at-most';
import { prefetchFirstQueries, type FirstQuery } from '@/web/lib/first-queries';
import { m } from '@/web/i18n/i18n';

const LoginScreen = lazyScreen(() => import('@/web/screens/login/login-screen'), 'LoginScreen');
const RegistrationScreen = lazyScreen(
  () => import('@/web/screens/registration/registration-screen'),
  'RegistrationScreen',
);
const ForgotPasswordScreen = lazyScreen(
  () => import('@/web/screens/forgot-password/forgot-password-screen'),
  'ForgotPasswordScreen',
);
const AccountDeletedScreen = lazyScreen(
  () => import('@/web/screens/account-deleted/account-deleted-screen'),
  'AccountDeletedScreen',
);
const SharedPhotoScreen = lazyScreen(
  () => import('@/web/screens/shared-photo/shared-photo-screen'),
  'SharedPhotoScreen',
);
const SharedHuntScreen = lazyScreen(
  () => import('@/web/screens/shared-hunt/shared-hunt-screen'),
  'SharedHuntScreen',
);
const HomeScreen = lazyScreen(() => import('@/web/screens/home/home-screen'), 'HomeScreen');
const CameraScreen = lazyScreen(() => import('@/web/screens/camera/camera-screen'), 'CameraScreen');
const ScannerScreen = lazyScreen(
  () => import('@/web/screens/scanner/scanner-screen'),
  'ScannerScreen',
);
const MySpaceScreen = lazyScreen(
  () => import('@/web/screens/my-space/my-space-screen'),
  'MySpaceScreen',
);
const MagazinesBooksScreen = lazyScreen(
  () => import('@/web/screens/magazines-books/magazines-books-screen'),
  'MagazinesBooksScreen',
);
const TreasureHuntScreen = lazyScreen(
  () => import('@/web/screens/treasure-hunt/treasure-hunt-screen'),
  'TreasureHuntScreen',
);
const TreasureHuntViewerScreen = lazyScreen(
  () => import('@/web/screens/treasure-hunt-viewer/treasure-hunt-viewer-screen'),
  'TreasureHuntViewerScreen',
);
const DebugScreen = lazyScreen(() => import('@/web/screens/debug/debug-screen'), 'DebugScreen');
const OfficeScreen = lazyScreen(() => import('@/web/screens/office/office-screen'), 'OfficeScreen');
const SandboxOnboardingScreen = lazyScreen(
  () => import('@/web/screens/sandbox-onboarding/sandbox-onboarding-screen'),
  'SandboxOnboardingScreen',
);
const AppShareScreen = lazyScreen(
  () => import('@/web/screens/app-share/app-share-screen'),
  'AppShareScreen',
);

type FirstScreen = {
  path: RegExp;
  screen: Pick<ReturnType<typeof lazyScreen>, 'preload'>;
  signedIn: boolean;
  /** Drawn inside the shell, whose tabs read their own data (shellQueries). */
  inShell?: boolean;
  /** What the screen reads as it opens, in a chunk of its own (the screen's is bigger). */
  queries?: () => Promise<readonly FirstQuery[]>;
};

/**
 * The screen a first page load draws at each path, so that its chunk is asked for beside the
 * session (preloadFirstScreen), not after it: the guards wait for the session before drawing
 * anything, and on a phone that waterfall was a round trip per page. Signed-in screens are
 * fetched early only for a device someone has signed in or up on; a newcomer at / is sent to
 * the login screen and would not use them.
 */
const FIRST_SCREENS: FirstScreen[] = [
  { path: /^\/login$/, screen: LoginScreen, signedIn: false },
  { path: /^\/registration$/, screen: RegistrationScreen, signedIn: false },
  { path: /^\/forgot-password$/, screen: ForgotPasswordScreen, signedIn: false },
  { path: /^\/shared\/[^/]+$/, screen: SharedPhotoScreen, signedIn: false },
  { path: /^\/hunt\/[^/]+$/, screen: SharedHuntScreen, signedIn: false },
  { path: /^\/scanner$/, screen: ScannerScreen, signedIn: true },
  {
    path: /^\/$/,
    screen: HomeScreen,
    signedIn: true,
    inShell: true,
    queries: async () => (await import('@/web/screens/home/home-queries')).homeQueries,
  },
  { path: /^\/camera$/, screen: CameraScreen, signedIn: true, inShell: true },
  {
    path: /^\/my-space$/,
    screen: MySpaceScreen,
    signedIn: true,
    inShell: true,
    queries: async () => (await import('@/web/screens/my-space/my-space-queries')).mySpaceQueries,
  },
  { path: /^\/magazines-books$/, screen: MagazinesBooksScreen, signedIn: true, inShell: true },
  { path: /^\/treasure-hunt$/, screen: TreasureHuntScreen, signedIn: true, inShell: true },
  {
    path: /^\/treasure-hunt-viewer$/,
    screen: TreasureHuntViewerScreen,
    signedIn: true,
    inShell: true,
  },
];

/**
 * How long a first screen waits for its first data before drawing its loading states: longer
 * than a phone's round trip and a database read, short enough that a slow answer is not blank.
 */
const FIRST_DATA_WAIT_MS = 500;

export type FirstScreenStart = {
  /** A signed-in screen: one that will show figures (euros, counts, dates) once its data comes. */
  signedIn: boolean;
  /**
   * Settles (never rejects) once the first drawing has what it needs: the session's answer and
   * the screen's code, and for a signed-in user the first data too (or FIRST_DATA_WAIT_MS).
   */
  ready: Promise<void>;
};

/**
 * Starts what the screen at `pathname` needs: its chunk (a signed-in screen's only where someone
 * has signed in on this device), the session, and for a signed-in screen its first data
 * (prefetchFirstData). main.tsx draws the app once `ready` has settled.
 */
export function preloadFirstScreen(
  pathname: string,
  { hasSignedInHere, queryClient }: { hasSignedInHere: boolean; queryClient: QueryClient },
): FirstScreenStart {
  const first = FIRST_SCREENS.find(({ path }) => path.test(pathname));
  if (!first) return { signedIn: false, ready: Promise.resolve() };
  if (first.signedIn) {
    // Ahead of the session only where someone has signed in on this device (FIRST_SCREENS).
    if (hasSignedInHere) void first.screen.preload();
    // The list of first queries is a chunk too: asked beside the session, not after it.
    const queries = hasSignedInHere ? first.queries?.().catch(() => undefined) : undefined;
    return { signedIn: true, ready: prefetchFirstData(first, queryClient, queries) };
  }
  // Every page asks for the session (the guards, the outbox); asked here, it goes beside the code.
  const session = queryClient.fetchQuery(currentUserQueryOptions).catch(() => null);
  return {
    signedIn: false,
    ready: Promise.all([session, first.screen.preload()]).then(() => undefined),
  };
}

/**
 * Asks for the session now, and once it names a user, for the screen's code and first data
 * together. Otherwise the guard drew, then the screen's code came, then the screen drew and only
 * then asked for its data: three waits in a row on a phone's connection, the last of them before
 * anything of the user's appeared (issue 21). Asked only after the session answered, so a
 * signed-out visit sends no request that would answer 401. Settles when the code has come and
 * the data has, or FIRST_DATA_WAIT_MS have passed.
 */
async function prefetchFirstData(
  first: FirstScreen,
  client: QueryClient,
  asked?: Promise<readonly FirstQuery[] | undefined>,
): Promise<void> {
  const user = await client.fetchQuery(currentUserQueryOptions).catch(() => null);
  if (!user) return;
  const code = first.screen.preload();
  const shell = first.inShell ? prefetchFirstQueries(client, shellQueries) : undefined;
  // A chunk that does not load leaves the hooks to ask, as they would have anyway.
  const own = (asked ?? first.queries?.().catch(() => undefined))?.then((queries) =>
    queries ? prefetchFirstQueries(client, queries) : undefined,
  );
  await Promise.all([code, atMost(Promise.all([shell, own]), FIRST_DATA_WAIT_MS)]);
}

/** A signed-in screen inside the header + bottom navigation shell. */
function ShellRoute({ children }: { children: ReactNode }) {
  return (
    <RequireSignIn>
      <AppShell>{children}</AppShell>
    </RequireSignIn>
  );
}

/**
 * The route table of SPEC 2. Switch renders one unkeyed <Route> at a time, so moving between
 * two shell routes keeps the same RequireSignIn and AppShell mounted: the header and tabs
 * do not flash on navigation.
 */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/login">
        <RequireSignedOut>
          <LoginScreen />
        </RequireSignedOut>
      </Route>
      <Route path="/registration">
        <RequireSignedOut>
          <RegistrationScreen />
        </RequireSignedOut>
      </Route>
      <Route path="/forgot-password">
        <RequireSignedOut>
          <ForgotPasswordScreen />
        </RequireSignedOut>
      </Route>
      {/* After 'Delete my account': signed out, so only a signed-out browser sees it. */}
      <Route path="/account-deleted">
        <RequireSignedOut>
          <AccountDeletedScreen />
        </RequireSignedOut>
      </Route>

      <Route path="/shared/:photoId">
        <SharedPhotoScreen />
      </Route>
      <Route path="/hunt/:id">
        <SharedHuntScreen />
      </Route>
      {/* Share links are spelled /share/…, the page lives at /shared/… (SPEC 2). */}
      <Route path="/share/:photoId">
        {({ photoId }) => <Redirect to={`/shared/${photoId}`} replace />}
      </Route>

      {/* Test mode's stand-in for the payment provider's onboarding pages: a page of its own,
          outside the shell, as the provider's would be; signed in, since completing it is. */}
      <Route path="/sandbox/onboarding">
        <RequireSignIn>
          <SandboxOnboardingScreen />
        </RequireSignIn>
      </Route>

      <Route path="/scanner">
        <RequireSignIn>
          <ScannerScreen />
        </RequireSignIn>
      </Route>

      <Route path="/">
        <ShellRoute>
          <HomeScreen />
        </ShellRoute>
      </Route>
      <Route path="/camera">
        <ShellRoute>
          <CameraScreen />
        </ShellRoute>
      </Route>
      <Route path="/my-space">
        <ShellRoute>
          <MySpaceScreen />
        </ShellRoute>
      </Route>
      <Route path="/magazines-books">
        <ShellRoute>
          <MagazinesBooksScreen />
        </ShellRoute>
      </Route>
      <Route path="/treasure-hunt">
        <ShellRoute>
          <TreasureHuntScreen />
        </ShellRoute>
      </Route>
      <Route path="/treasure-hunt-viewer">
        <ShellRoute>
          <TreasureHuntViewerScreen />
        </ShellRoute>
      </Route>
      <Route path="/app-share">
        <ShellRoute>
          <AppShareScreen />
        </ShellRoute>
      </Route>
      <Route path="/debug">
        <ShellRoute>
          <RequireAdmin deniedMessage={(name) => m.app_denied_debug({ name })}>
            <DebugScreen />
          </RequireAdmin>
        </ShellRoute>
      </Route>
      <Route path="/office">
        <ShellRoute>
          <RequireAdmin deniedMessage={(name) => m.app_denied_office({ name })}>
            <OfficeScreen />
          </RequireAdmin>
        </ShellRoute>
      </Route>

      <Route>
        <NotFoundScreen />
      </Route>
    </Switch>
  );
}
