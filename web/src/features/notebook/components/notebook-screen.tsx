import type { TCard, TNotebookQuery } from '@chingu/contract';
import { LIMITS } from '@chingu/contract/constants';
import {
  Badge,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconCards, IconDownload, IconNotebook, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { ResponsivePagination } from '@/components/responsive-pagination';
import { NoResultsPanel, StatePanel } from '@/components/state-panel';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/hooks/store';
import { apiErrorMessage } from '@/lib/api';
import { goToListPage, setListFilter } from '@/lib/list-params';
import { notifyError, notifySuccess } from '@/lib/notify';
import { selectUserInfo } from '@/stores/auth-slice';
import { useDeleteCardMutation } from '../api/delete-card';
import { downloadNotebook } from '../api/download-notebook';
import { useGetNotebookQuery } from '../api/get-notebook';
import { CardRow } from './card-row';
import { EditCardModal } from './edit-card-modal';
import { useLanguageCodeOptions } from './language-options';

/**
 * `/notebook` (PRODUCT §9.2): the member's cards with search and a language filter (both in the
 * address), edit, delete after a confirmation, the Anki export and the way to the review.
 */
export function NotebookScreen() {
  const { t } = useTranslation(['notebook', 'errors']);
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const language = params.get('language') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query = useGetNotebookQuery({
    page,
    ...(q ? { q } : {}),
    ...(language ? { language: language as TNotebookQuery['language'] } : {}),
  });
  const options = useLanguageCodeOptions();
  const [search, setSearch] = useState(q);
  const commitSearch = useDebouncedCallback(
    (value: string) => setListFilter(setParams, 'q', value.trim()),
    300,
  );
  const token = useAppSelector(selectUserInfo)?.token ?? '';
  const [exporting, setExporting] = useState(false);
  const [editing, setEditing] = useState<TCard | null>(null);
  const [deleting, setDeleting] = useState<TCard | null>(null);
  const [deleteCard] = useDeleteCardMutation();
  // Whether a card is due, as of when the list was loaded.
  const now = query.fulfilledTimeStamp ?? 0;

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadNotebook(token);
    } catch {
      notifyError(t('exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  const confirmDelete = async () => {
    const card = deleting;
    setDeleting(null);
    if (!card) return;
    try {
      await deleteCard(card._id).unwrap();
      notifySuccess(t('deleted'));
    } catch (err) {
      notifyError(apiErrorMessage(err, t, t('deleteFailed')));
    }
  };

  const clearFilters = () => {
    setSearch('');
    setParams(new URLSearchParams());
  };

  const data = query.data;
  const filtered = Boolean(q || language);
  const totalPages = Math.max(1, Math.ceil((data?.count ?? 0) / LIMITS.notebookPageSize));

  let body;
  if (query.isLoading) {
    body = (
      <Center py={60} role="status" aria-label={t('loading')}>
        <Loader />
      </Center>
    );
  } else if (query.isError || !data) {
    body = (
      <QueryErrorAlert
        title={t('loadError')}
        message={apiErrorMessage(query.error, t, t('loadError'))}
        retryLabel={t('tryAgain')}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (data.count === 0 && filtered) {
    body = (
      <NoResultsPanel
        icon={<IconSearch size={30} />}
        title={t('noResults')}
        description={t('noResultsHint')}
        clearLabel={t('clearFilters')}
        onClear={clearFilters}
      />
    );
  } else if (data.count === 0) {
    body = (
      <StatePanel
        icon={<IconNotebook size={30} />}
        title={t('empty')}
        description={t('emptyHint')}
        action={
          <Button component={Link} to={paths.chat.getHref()}>
            {t('openChat')}
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {data.data.map((card) => (
            <CardRow
              key={card._id}
              card={card}
              now={now}
              onEdit={setEditing}
              onDelete={setDeleting}
            />
          ))}
        </Stack>
        {totalPages > 1 && (
          <Center>
            <ResponsivePagination
              total={totalPages}
              value={Math.min(page, totalPages)}
              onChange={(next) => goToListPage(setParams, next)}
              aria-label={t('pagination')}
            />
          </Center>
        )}
      </>
    );
  }

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Group gap="sm" align="center">
              <Title order={1} fz={{ base: 26, sm: 32 }}>
                {t('title')}
              </Title>
              {data && data.count > 0 && (
                <Badge size="lg" variant="light" data-testid="notebook-count">
                  {t('count', { count: data.count })}
                </Badge>
              )}
            </Group>
            <Text c="dimmed">{t('subtitle')}</Text>
          </div>
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconDownload size={18} />}
              loading={exporting}
              onClick={() => void exportCsv()}
            >
              {t('export')}
            </Button>
            <Button
              component={Link}
              to={paths.notebookReview.getHref()}
              leftSection={<IconCards size={18} />}
            >
              {data && data.dueCount > 0 ? t('dueCount', { count: data.dueCount }) : t('review')}
            </Button>
          </Group>
        </Group>
        <Group gap="sm" align="flex-end" grow preventGrowOverflow={false}>
          <TextInput
            label={t('search')}
            placeholder={t('searchPlaceholder')}
            leftSection={<IconSearch size={16} />}
            value={search}
            maxLength={LIMITS.cardFrontMax}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              commitSearch(event.currentTarget.value);
            }}
            type="search"
          />
          <Select
            label={t('language')}
            placeholder={t('allLanguages')}
            data={options}
            value={language || null}
            onChange={(value) => setListFilter(setParams, 'language', value ?? undefined)}
            clearable
            searchable
          />
        </Group>
        {body}
      </Stack>
      <EditCardModal card={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('deleteTitle')}
        message={t('deleteConfirm', { front: deleting?.front ?? '' })}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Container>
  );
}
