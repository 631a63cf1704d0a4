import { FI_TYPES, type ProfileCard, type ProfileCardBody } from '@fin-atlas/domain';
import { Container } from '@mantine/core';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../../../core/api/api-error';
import { notifySuccess } from '../../../core/notify';
import { FormAlert } from '../../../ui/FormAlert';
import { formatDateTime } from '../../../ui/format';
import { PageHeader } from '../../../ui/PageHeader';
import { PageLoader } from '../../../ui/PageLoader';
import { useProfileCards, useSaveProfileCard } from './api';
import { ProfileCardForm } from './ProfileCardForm';

const bodyOf = (card: ProfileCard): ProfileCardBody => ({
  title: card.title,
  section: card.section,
  metrics: card.metrics,
  display_order: card.display_order,
  fi_types: card.fi_types,
  description: card.description,
  is_active: card.is_active,
});

const NEW_CARD_ORDER = 100;

/** /super_admin/profile_cards/new and /super_admin/profile_card/{id}/edit. */
export function ProfileCardEditPage({ mode }: { mode: 'new' | 'edit' }) {
  const cards = useProfileCards();
  const param = useParams().id;
  const id = mode === 'edit' ? Number(param) : null;
  const [params] = useSearchParams();
  const save = useSaveProfileCard(id);
  const navigate = useNavigate();

  if (cards.isPending) return <PageLoader />;
  if (cards.isError) {
    return (
      <Container size="lg" py="lg">
        <FormAlert>{errorMessage(cards.error)}</FormAlert>
      </Container>
    );
  }
  const card = id === null ? null : cards.data.cards.find((c) => c.id === id);
  if (card === undefined) {
    return (
      <Container size="lg" py="lg">
        <FormAlert>This profile card does not exist.</FormAlert>
      </Container>
    );
  }
  const initial: ProfileCardBody = card
    ? bodyOf(card)
    : {
        title: '',
        section: params.get('section') ?? '',
        metrics: [],
        display_order: NEW_CARD_ORDER,
        fi_types: [...FI_TYPES],
        description: '',
        is_active: true,
      };
  const back = (section: string) =>
    navigate(`/super_admin/profile_cards?section=${encodeURIComponent(section)}`);
  return (
    <Container size="lg" py="lg">
      <PageHeader
        title={card ? `Edit card ${card.title || card.card_id}` : 'New profile card'}
        description={
          card
            ? `Card ${card.card_id}, last changed ${formatDateTime(card.updated_at)}${card.updated_by ? ` by ${card.updated_by}` : ''}.`
            : 'A card added to a page shows on its next load.'
        }
      />
      <ProfileCardForm
        initial={initial}
        options={cards.data.options}
        submitLabel={card ? 'Save card' : 'Add card'}
        onCancel={() => void back(initial.section)}
        onSubmit={async (body) => {
          await save.mutateAsync(body);
          notifySuccess(card ? 'Card saved.' : 'Card added.');
          await back(body.section);
        }}
      />
    </Container>
  );
}
