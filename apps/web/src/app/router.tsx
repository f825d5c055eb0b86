import { useEffect } from 'react';
import {
  createBrowserRouter,
  isRouteErrorResponse,
  Link,
  Navigate,
  useNavigate,
  useRouteError,
  type RouteObject,
} from 'react-router';
import { isBookId } from '@storycat/contract/book-id';
import { setUnauthorizedHandler } from '../lib/api.ts';
import { store } from '../lib/storage.ts';
import { UI } from '../lib/messages.ts';
import { PublicLayout } from './layout.tsx';
import { MascotCat } from '../components/ui/mascot.tsx';

/** Each screen is its own chunk: a child on a school tablet downloads only the screen she opens. */
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});
/** A public screen that loads data: its chunk comes with the query provider (not at the root, decision 0024). */
const pageWithQueries = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const [screen, { withQueries }] = await Promise.all([load(), import('./providers.tsx')]);
    return { Component: withQueries(screen.default) };
  },
});
/** The query cache, fetched on demand: TanStack Query is not part of the landing's and the login's JavaScript. */
const queries = () => import('../lib/query-client.ts').then((m) => m.queryClient);

/**
 * Starts a signed-in screen's data requests together with its code instead of after it, so the book arrives one
 * round trip sooner on a slow school network. Never waits: the screen's own queries pick the answers up from the
 * cache (or ask again if this failed). The query modules are fetched on demand, to keep them out of the landing
 * page's JavaScript.
 */
const prefetch = (
  load: (params: Record<string, string | undefined>) => Promise<unknown>[],
): Pick<RouteObject, 'loader'> => ({
  loader: ({ params }) => {
    if (store.token()) for (const p of load(params)) p.catch(() => undefined);
    return null;
  },
});
const profile = () =>
  Promise.all([import('../lib/auth.ts'), queries()]).then(([m, qc]) => qc.prefetchQuery(m.profileQuery));

function NotFound() {
  return (
    <div className="center-card">
      <MascotCat size={100} />
      <h1>{UI.notFoundTitle}</h1>
      <p>{UI.notFoundBody}</p>
      <Link className="btn btn-primary" to="/main">
        {UI.navShelf}
      </Link>
    </div>
  );
}

function RouteError() {
  const err = useRouteError();
  if (isRouteErrorResponse(err) && err.status === 404) return <NotFound />;
  return (
    <div className="center-card">
      <MascotCat size={100} />
      <h1>{UI.errorTitle}</h1>
      <p>{UI.errorBody}</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        {UI.reload}
      </button>
    </div>
  );
}

/** Lets the API client send a 401 to /login without reloading the app. */
function UnauthorizedBridge() {
  const navigate = useNavigate();
  // An ended session says why at the login and comes back here afterwards (issue S point 4).
  useEffect(
    () =>
      setUnauthorizedHandler((expired) => {
        if (expired) sessionStorage.setItem('restoreDraft', location.pathname);
        navigate(store.loginPath(), {
          replace: true,
          state: expired ? { expired: true, from: location.pathname + location.search } : undefined,
        });
      }),
    [navigate],
  );
  return null;
}

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    element: (
      <>
        <UnauthorizedBridge />
        <PublicLayout />
      </>
    ),
    children: [
      { path: '/', ...page(() => import('../features/landing/landing-page.tsx')) },
      { path: '/login', ...page(() => import('../features/auth/login-page.tsx')) },
      { path: '/register', ...pageWithQueries(() => import('../features/auth/register-page.tsx')) },
      { path: '/resetpw', ...pageWithQueries(() => import('../features/auth/reset-password-page.tsx')) },
      // public: a shared book is read without an account
      { path: '/share', ...pageWithQueries(() => import('../features/reader/share-page.tsx')) },
      // public: the privacy notice for parents (個資法第 8 條)
      { path: '/privacy', ...pageWithQueries(() => import('../features/privacy/privacy-page.tsx')) },
    ],
  },
  {
    errorElement: <RouteError />,
    // the signed-in frame is its own chunk, fetched together with the screen's chunk
    lazy: async () => {
      const [{ AppLayout }, { QueryScope }] = await Promise.all([
        import('./app-layout.tsx'),
        import('./providers.tsx'),
      ]);
      return {
        Component: () => (
          <QueryScope>
            <UnauthorizedBridge />
            <AppLayout />
          </QueryScope>
        ),
      };
    },
    children: [
      {
        path: '/main',
        ...page(() => import('../features/shelf/shelf-page.tsx')),
        ...prefetch(() => [
          profile(),
          // through the screen's own module, so the query is part of its chunk rather than one more file to fetch
          Promise.all([import('../features/shelf/shelf-page.tsx'), queries()]).then(([m, qc]) =>
            qc.prefetchQuery(m.booklistQuery),
          ),
        ]),
      },
      {
        path: '/readbook/:id',
        ...page(() => import('../features/reader/readbook-page.tsx')),
        ...prefetch(({ id = '' }) => [
          profile(),
          ...(isBookId(id)
            ? [
                Promise.all([import('../features/reader/readbook-page.tsx'), queries()]).then(([m, qc]) =>
                  qc.prefetchQuery(m.readBookQuery(id)),
                ),
              ]
            : []),
        ]),
      },
      { path: '/profile', ...page(() => import('../features/profile/profile-page.tsx')) },
      { path: '/point', ...page(() => import('../features/points/point-page.tsx')) },
      { path: '/redeem', ...page(() => import('../features/redeem/redeem-page.tsx')) },
      { path: '/report/:id', ...page(() => import('../features/report/report-page.tsx')) },
      // creation flow, part 1 (issue E); a route without a book id goes to the shelf (spec part 2 §2)
      { path: '/step1/:id', ...page(() => import('../features/create/step1-page.tsx')) },
      { path: '/step2/:id', ...page(() => import('../features/create/step2-page.tsx')) },
      { path: '/character/:id', ...page(() => import('../features/create/character-page.tsx')) },
      { path: '/bookguide/:id', ...page(() => import('../features/create/bookguide-page.tsx')) },
      { path: '/guide/:n', ...page(() => import('../features/guide/guide-page.tsx')) },
      { path: '/tour', ...page(() => import('../features/tour/tour-page.tsx')) },
      // creation flow, part 2 (issue F): pages, layout, covers, author's words, finish
      { path: '/ai_story/:id/:step/:page', ...page(() => import('../features/create/ai-story-page.tsx')) },
      { path: '/ai_photoinput/:id/:step/:page', ...page(() => import('../features/create/ai-photoinput-page.tsx')) },
      { path: '/editbook/:id/:step/:page', ...page(() => import('../features/create/editbook-page.tsx')) },
      { path: '/step7_1/:id', ...page(() => import('../features/create/step7-1-page.tsx')) },
      { path: '/step7_2/:id', ...page(() => import('../features/create/step7-2-page.tsx')) },
      { path: '/step8/:id', ...page(() => import('../features/create/step8-page.tsx')) },
      { path: '/step9/:id', ...page(() => import('../features/create/step9-page.tsx')) },
      ...['/step1', '/step2', '/character', '/bookguide', '/guide', '/step7_1', '/step7_2', '/step8', '/step9'].map(
        (path) => ({
          path,
          element: <Navigate to="/main" replace />,
        }),
      ),
      { path: '*', element: <NotFound /> },
    ],
  },
];

/** The teacher console: its own frame (school, pool points), reached only by teachers and school admins. */
routes.push({
  errorElement: <RouteError />,
  path: '/teacher',
  lazy: async () => {
    const [{ default: TeacherLayout }, { QueryScope }] = await Promise.all([
      import('../features/teacher/teacher-layout.tsx'),
      import('./providers.tsx'),
    ]);
    return {
      Component: () => (
        <QueryScope>
          <UnauthorizedBridge />
          <TeacherLayout />
        </QueryScope>
      ),
    };
  },
  children: [
    { index: true, ...page(() => import('../features/teacher/teacher-page.tsx')) },
    { path: 'classes/:classId', ...page(() => import('../features/teacher/class-page.tsx')) },
    { path: 'pupils/:pupilId', ...page(() => import('../features/teacher/pupil-books-page.tsx')) },
    { path: 'pupils/:pupilId/books/:bookId', ...page(() => import('../features/teacher/pupil-book-page.tsx')) },
  ],
});

export const router = createBrowserRouter(routes);
