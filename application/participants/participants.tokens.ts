import { token } from '../tokens';
import type { ParticipantListService } from './participant-list.service';
import type { ParticipantListStore } from './participant-list.store';

export const PARTICIPANT_LIST_STORE = token<ParticipantListStore>('ParticipantListStore');
export const PARTICIPANT_LISTS = token<ParticipantListService>('ParticipantLists');
