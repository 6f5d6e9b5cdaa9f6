import { IconHeart } from '@tabler/icons-react';
import { FAVOURITES_SCOPE, useRequestPages } from '../../lib/requests';
import { ListPage } from '../../components/ListPage';
import { RequestList } from '../components/RequestList';
import { t } from '../../lib/i18n';

const PAGE_SIZE = 10;

/** /myfavourites: the requests the viewer keeps (fav_search); taking one out removes it here at once. */
export function FavouritesPage() {
  const query = useRequestPages(FAVOURITES_SCOPE, { fav_search: true }, { pageSize: PAGE_SIZE });
  return (
    <ListPage
      title={t('My Favourites')}
      description={t('Requests and campaigns you saved with the heart.')}
      icon={IconHeart}
    >
      <RequestList
        query={query}
        label={t('My favourites')}
        emptyIcon={IconHeart}
        emptyText={t('No favourites yet. Tap the heart on a request to keep it here.')}
      />
    </ListPage>
  );
}
