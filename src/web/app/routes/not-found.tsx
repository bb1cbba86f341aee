import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { MainLandmark, useInsideMain } from '../layouts/main-landmark';

/** The 404 page: full screen on its own, inside the /app layout's main landmark in the app. */
export default function NotFound() {
  const inApp = useInsideMain();
  return (
    <MainLandmark
      className={`flex ${inApp ? 'min-h-[60vh]' : 'min-h-dvh'} flex-col items-center justify-center gap-4 p-6 text-center`}
    >
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-bold">Oops! Page not found</h1>
      <p className="text-muted-foreground">
        The page you are looking for does not exist or has moved.
      </p>
      <Link
        to={paths.root.getHref()}
        className="font-medium text-primary underline underline-offset-4"
      >
        Return to Home
      </Link>
    </MainLandmark>
  );
}
