import { Navigate } from 'react-router';
import { paths } from '../../../config/paths';

export default function AppIndexRedirect() {
  return <Navigate to={paths.app.dashboard.getHref()} replace />;
}
