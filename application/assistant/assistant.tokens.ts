import { token } from '../tokens';
import type { Assistant } from './assistant.port';

export const ASSISTANT = token<Assistant>('Assistant');
