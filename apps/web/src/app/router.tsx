import { createBrowserRouter } from 'react-router';
import { HomePage } from '../features/home/HomePage';
import { AppLayout } from './layout/AppLayout';

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    children: [{ path: '/', element: <HomePage /> }],
  },
]);
