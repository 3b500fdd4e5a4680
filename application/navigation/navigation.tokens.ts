import { token } from '../tokens';
import type { Navigation } from './navigation.port';

export const NAVIGATION = token<Navigation>('Navigation');
