import { vi } from 'vitest';
import { useRequestPages, type RequestListParams } from '../../lib/requests';
import { RequestList } from '../components/RequestList';

/** A list on the home feed's terms: pages of 5 and the doctor's actions. */
export function TestFeed({ params = {} }: { params?: RequestListParams }) {
  const query = useRequestPages('test', params, { pageSize: 5 });
  return <RequestList query={query} label="Requests" emptyText="Nothing here" showDoctorActions />;
}

/** jsdom has no IntersectionObserver: this one lets a test say "the end of the list is in view". */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  element: Element | null = null;
  connected = true;

  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(element: Element) {
    this.element = element;
  }
  unobserve() {}
  disconnect() {
    this.connected = false;
  }
  takeRecords() {
    return [];
  }

  /** Scrolls the end of the list into view for every observer still watching. */
  static reachEnd() {
    for (const observer of FakeIntersectionObserver.instances.filter((item) => item.connected)) {
      observer.callback(
        [{ isIntersecting: true, target: observer.element } as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      );
    }
  }

  static install() {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  }
}
