import { useNavigate } from 'react-router';
import { requestTour } from '../../lib/tour';

/** 'Take the tour': back to the home page, whose elements the tour points at, and the tour again. */
export function useTakeTour(): () => void {
  const navigate = useNavigate();
  return () => {
    void Promise.resolve(navigate('/')).then(requestTour);
  };
}
